/** The business setting's person count: a whole number from 1, anything else is no answer. */
export function parsePersonCount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const count = Number(trimmed);
  return count >= 1 ? count : null;
}
