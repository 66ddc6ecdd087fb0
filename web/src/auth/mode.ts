/**
 * School or business mode and the distributor's wording overrides, both derived from the user's
 * distributor (the site's, else the user's own for a distributor without a site).
 */
import type { SignedInUser } from '../api/auth';

export type Mode = 'school' | 'business';

/** `{ "<lang>": { "<KEY>": "text" } }`, already validated. */
export type DistTranslations = Record<string, Record<string, string>>;

function userDist(user: SignedInUser | null) {
  return user?.site?.dist ?? user?.dist ?? null;
}

/** A distributor titled Business gives business mode; anything else, or none, gives school mode. */
export function deriveMode(user: SignedInUser | null): Mode {
  return userDist(user)?.title === 'Business' ? 'business' : 'school';
}

/** Parses the AWSJSON map, keeping only string texts; anything malformed is ignored, not fatal. */
export function parseDistTranslations(json: string | null | undefined): DistTranslations {
  if (!json) {
    return {};
  }
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return {};
  }
  if (typeof raw !== 'object' || raw === null) {
    return {};
  }
  const result: DistTranslations = {};
  for (const [lang, texts] of Object.entries(raw)) {
    if (typeof texts !== 'object' || texts === null) {
      continue;
    }
    const strings = Object.entries(texts).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    result[lang] = Object.fromEntries(strings);
  }
  return result;
}

export function userTranslations(user: SignedInUser | null): DistTranslations {
  return parseDistTranslations(userDist(user)?.translations);
}
