/**
 * Waits for something a subscription or the stack does in the background: polls `done` every
 * 50 ms and fails with "Timed out waiting for <what>" after `timeoutMs`.
 */
export async function until(
  done: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 15_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
