/**
 * The class screen settings a site's running class uses (spec section 9: audio, fonts and
 * backgrounds are configurable; docs/console-shell.md). Sites and distributors both keep theirs
 * in their `info` JSON under `classScreen`; each setting is the site's own when it set one, else
 * its distributor's, else the shipped default. Resolved here because managers and staff may not
 * read distributors.
 */
import type { EntityRepository } from '../../data/entities';
import type { DistRecord, SiteRecord } from '../../data/records';
import type { ClassScreenSettings, ScreenSetting } from '../../generated/graphql';
import { isOwnMedia } from '../files/media-refs';

/** The console's font keys (web/src/pages/class/main/screenSettings.ts SCREEN_FONTS). */
export const SCREEN_FONT_KEYS = ['default', 'rounded', 'serif', 'mono'] as const;

type Key = 'background' | 'audio' | 'font';
const KEYS: Key[] = ['background', 'audio', 'font'];
const SHIPPED: Record<Key, string> = { background: '', audio: '', font: 'default' };

/** The settings an info JSON chose; missing, malformed, empty and default values choose nothing. */
export function chosenSettings(
  info: Record<string, unknown> | null | undefined,
): Partial<Record<Key, string>> {
  const stored = info?.classScreen;
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {};
  const chosen: Partial<Record<Key, string>> = {};
  for (const key of KEYS) {
    const value = (stored as Record<string, unknown>)[key];
    if (typeof value !== 'string' || value === SHIPPED[key]) continue;
    if (key === 'font' && !(SCREEN_FONT_KEYS as readonly string[]).includes(value)) continue;
    // The classroom screen loads only the product's own files (domain/files/media-refs.ts): others choose nothing.
    if (key === 'background' && !isOwnMedia(value, 'image')) continue;
    if (key === 'audio' && !isOwnMedia(value, 'audio')) continue;
    chosen[key] = value;
  }
  return chosen;
}

/** Each setting from the first of site, distributor and shipped defaults that chose one. */
export function mergeScreenSettings(
  siteInfo: Record<string, unknown> | null | undefined,
  distInfo: Record<string, unknown> | null | undefined,
): ClassScreenSettings {
  const site = chosenSettings(siteInfo);
  const dist = chosenSettings(distInfo);
  const pick = (key: Key): ScreenSetting => {
    const own = site[key];
    if (own !== undefined) return { value: own, source: 'site' };
    const inherited = dist[key];
    if (inherited !== undefined) return { value: inherited, source: 'dist' };
    return { value: SHIPPED[key], source: 'default' };
  };
  return { background: pick('background'), audio: pick('audio'), font: pick('font') };
}

/** The effective settings of a site, or null when it does not exist. */
export async function classScreenSettings(
  entities: EntityRepository,
  siteId: string,
): Promise<ClassScreenSettings | null> {
  const site = await entities.get<SiteRecord>('SITE', siteId);
  if (!site) return null;
  const dist = site.distId ? await entities.get<DistRecord>('DIST', site.distId) : null;
  return mergeScreenSettings(site.info, dist?.info);
}
