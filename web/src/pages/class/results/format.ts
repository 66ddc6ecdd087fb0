/** Response times are stored in milliseconds and shown in seconds with one decimal ("2.3 s"). */
export function formatSeconds(ms: number | null | undefined): string {
  return ms === null || ms === undefined ? '-' : `${(ms / 1000).toFixed(1)} s`;
}
