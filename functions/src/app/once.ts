/**
 * A composition root's parts, built once per process (a Lambda cold start, or the local stack's
 * first call) and shared by every later call. A failed build (a secret that could not be read, a
 * bad environment) is not kept: the next call builds again instead of failing for the instance's
 * whole life.
 */
export function once<T>(build: () => Promise<T>): () => Promise<T> {
  let built: Promise<T> | undefined;
  return () => {
    if (!built) {
      const attempt = build();
      built = attempt;
      attempt.catch(() => {
        if (built === attempt) built = undefined;
      });
    }
    return built;
  };
}
