/**
 * Response times are stored in milliseconds and shown in seconds with one decimal, with the
 * unit and decimal mark of the viewer's language ("2.3초", "2.3 sec", "2,3 s").
 */
export function formatSeconds(ms: number | null | undefined, language: string): string {
  if (ms === null || ms === undefined) return '-';
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'second',
    unitDisplay: 'short',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(ms / 1000);
}
