import { describe, expect, it } from 'vitest';
import { en } from './locales/en';
import { es } from './locales/es';
import { classListTexts } from './locales/features/classList';
import { classMainTexts } from './locales/features/classMain';
import { classNavigationTexts } from './locales/features/classNavigation';
import { classNoticesTexts } from './locales/features/classNotices';
import { classPresentTexts } from './locales/features/classPresent';
import { consoleShellTexts } from './locales/features/consoleShell';
import { fleetHealthTexts } from './locales/features/fleetHealth';
import { playlistsTexts } from './locales/features/playlists';
import { questionImportTexts } from './locales/features/questionImport';
import { questionMediaTexts } from './locales/features/questionMedia';
import { questionOrderTexts } from './locales/features/questionOrder';
import { questionSharingTexts } from './locales/features/questionSharing';
import { remoteAppTexts } from './locales/features/remoteApp';
import { resultsTexts } from './locales/features/results';
import { rulesConsoleTexts } from './locales/features/rulesConsole';
import { sessionsTexts } from './locales/features/sessions';
import { siteSettingsTexts } from './locales/features/siteSettings';
import { systemDataTexts } from './locales/features/systemData';
import { ko } from './locales/ko';

const HANGUL = /[\u3131-\uD79D]/;

/** Every key path of a (possibly nested) resource object, e.g. "A" or "GROUP.B". */
function keyPaths(resource: object, prefix = ''): string[] {
  return Object.entries(resource).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keyPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** Every text of a resource object, with its key path. */
function texts(resource: object, prefix = ''): Array<[string, unknown]> {
  return Object.entries(resource).flatMap(
    ([key, value]): Array<[string, unknown]> =>
      typeof value === 'object' && value !== null
        ? texts(value, `${prefix}${key}.`)
        : [[`${prefix}${key}`, value]],
  );
}

const LOCALES = { ko, en, es };
const ALL_KEYS = [...new Set(Object.values(LOCALES).flatMap((resource) => keyPaths(resource)))].sort();

describe('locales', () => {
  it.each(Object.entries(LOCALES))('%s has every key of every locale', (_, resource) => {
    // Prepare
    const keys = new Set(keyPaths(resource));
    // Act
    const missing = ALL_KEYS.filter((key) => !keys.has(key));
    // Assess
    expect(missing).toEqual([]);
  });

  it.each(Object.entries(LOCALES))('%s has only non-empty string texts', (_, resource) => {
    const bad = texts(resource).filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(bad).toEqual([]);
  });

  it.each(Object.entries({ en, es }))('%s contains no Hangul', (_, resource) => {
    const korean = texts(resource).filter(([, value]) => HANGUL.test(String(value)));
    expect(korean).toEqual([]);
  });

  it.each(['LOGIN_ERR_UID', 'LOGIN_ERR_PASSWORD', 'REQUIRED_AGREE', 'EXPORT_NONE_QUIZ', 'YY_MM_DD'])(
    'defines the spec key %s',
    (key) => {
      expect(ALL_KEYS).toContain(key);
    },
  );

  it('keeps the {{field}} placeholder of REQUIRED_FIELD_MSG in every language', () => {
    for (const resource of Object.values(LOCALES)) {
      expect(resource.REQUIRED_FIELD_MSG).toContain('{{field}}');
    }
  });

  it('defines each feature key in one feature module only (a second one would silently win)', () => {
    const modules = {
      classListTexts,
      classMainTexts,
      classPresentTexts,
      classNoticesTexts,
      consoleShellTexts,
      playlistsTexts,
      questionImportTexts,
      questionMediaTexts,
      questionOrderTexts,
      questionSharingTexts,
      remoteAppTexts,
      resultsTexts,
      classNavigationTexts,
      rulesConsoleTexts,
      sessionsTexts,
      siteSettingsTexts,
      systemDataTexts,
      fleetHealthTexts,
    };
    const owners = new Map<string, string[]>();
    for (const [name, texts] of Object.entries(modules)) {
      for (const key of Object.keys(texts.ko)) owners.set(key, [...(owners.get(key) ?? []), name]);
    }
    const shared = [...owners].filter(([, names]) => names.length > 1);
    expect(shared).toEqual([]);
  });
});
