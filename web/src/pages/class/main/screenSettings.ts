/**
 * A site's or distributor's class screen settings (spec section 9: audio, fonts and backgrounds
 * are configurable), kept in its `info` JSON under `classScreen` so no new schema field is needed. Pure: read
 * with defaults, and merged back without losing the rest of `info` (updateSite replaces it whole).
 */
import { ownMedia } from '../../../media/ownMedia';

/** The fonts offered: system font stacks only, so the screen never waits for a download. */
export const SCREEN_FONTS = {
  default: '',
  rounded: 'ui-rounded, "Hiragino Maru Gothic ProN", "Arial Rounded MT Bold", sans-serif',
  serif: 'ui-serif, "Noto Serif KR", Georgia, "Times New Roman", serif',
  mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
} as const;

export type ScreenFont = keyof typeof SCREEN_FONTS;

export interface ScreenSettings {
  /** An uploaded image's path, or '' for the console's plain background. */
  background: string;
  /** An uploaded sound's path, or '' for the countdown sound shipped with the console. */
  audio: string;
  font: ScreenFont;
}

export const DEFAULT_SCREEN: ScreenSettings = { background: '', audio: '', font: 'default' };

function parseInfo(info: string | null | undefined): Record<string, unknown> {
  if (!info) return {};
  try {
    const value: unknown = JSON.parse(info);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The settings stored in a site's info, each missing or malformed one at its default. */
export function readScreenSettings(info: string | null | undefined): ScreenSettings {
  const stored = parseInfo(info).classScreen;
  if (!stored || typeof stored !== 'object') return DEFAULT_SCREEN;
  const { background, audio, font } = stored as Record<string, unknown>;
  return {
    background: text(background),
    audio: text(audio),
    font: typeof font === 'string' && font in SCREEN_FONTS ? (font as ScreenFont) : 'default',
  };
}

/** The settings the server resolved (classScreenSettings: site, else distributor, else shipped). */
export function fromEffective(
  effective: { background: { value: string }; audio: { value: string }; font: { value: string } } | null,
): ScreenSettings {
  if (!effective) return DEFAULT_SCREEN;
  const { value: font } = effective.font;
  // The screen loads only the product's own files (media/ownMedia.ts); anything else is the default.
  return {
    background: ownMedia(effective.background.value, 'image') ?? '',
    audio: ownMedia(effective.audio.value, 'audio') ?? '',
    font: font in SCREEN_FONTS ? (font as ScreenFont) : 'default',
  };
}

/** The site's info with `classScreen` replaced and every other key kept. */
export function writeScreenSettings(info: string | null | undefined, settings: ScreenSettings): string {
  return JSON.stringify({ ...parseInfo(info), classScreen: settings });
}

/** A CSS url() for a stored path (quotes escaped), or undefined for none. */
export function cssUrl(path: string): string | undefined {
  return path ? `url("${path.replace(/["\\]/g, '\\$&')}")` : undefined;
}
