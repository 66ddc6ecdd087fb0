/** Display helpers of the admin lists, free of React so they are unit-tested. */

/** A date-time in the viewer's language; empty for a missing value, the raw text if unparsable. */
export function formatDateTime(value: string | null | undefined, language: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(date);
}

/** A user reference as a person's name, falling back to the login id. */
export function personName(
  user: { uid?: string | null; firstname?: string | null; lastname?: string | null } | null,
) {
  if (!user) return '';
  const name = [user.lastname, user.firstname].filter(Boolean).join(' ');
  return name || user.uid || '';
}
