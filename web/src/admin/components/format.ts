/** Display helpers of the admin lists, free of React so they are unit-tested. */
import { formatDate } from '../../dates';

/** What a screen's describing functions need to word a record: the labels, the site wording, the language. */
export interface Texts {
  t: (key: string) => string;
  /** School/business wording (site, classroom...). */
  w: (key: string) => string;
  language: string;
}

/** A date-time in the viewer's YY_MM_DD_HH_MM_SS format (dates.ts); empty if missing, raw if unparsable. */
export function formatDateTime(value: string | null | undefined, language: string): string {
  return formatDate(value, language, 'dateTime');
}

/** A user reference as a person's name, falling back to the login id. */
export function personName(
  user: { uid?: string | null; firstname?: string | null; lastname?: string | null } | null,
) {
  if (!user) return '';
  const name = [user.lastname, user.firstname].filter(Boolean).join(' ');
  return name || user.uid || '';
}

/** A count as shown: 0 is a count, a missing one (not read) a dash. */
export function countText(count: number | null | undefined): string {
  return count === null || count === undefined ? '-' : String(count);
}
