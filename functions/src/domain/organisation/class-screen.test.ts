/** The class screen settings' precedence: the site's own, else its distributor's, else shipped. */
import { describe, expect, it } from 'vitest';
import { chosenSettings, mergeScreenSettings } from './class-screen';

const info = (classScreen: unknown) => ({ other: 1, classScreen });
const SITE_PNG = '/files/spot/00000000-0000-4000-8000-000000000001.png';
const DIST_PNG = '/files/spot/00000000-0000-4000-8000-000000000002.png';
const DIST_WAV = '/files/countdown/00000000-0000-4000-8000-000000000003.wav';

describe('class screen settings', () => {
  it('ships the defaults when neither the site nor its distributor chose', () => {
    expect(mergeScreenSettings(null, undefined)).toEqual({
      background: { value: '', source: 'default' },
      audio: { value: '', source: 'default' },
      font: { value: 'default', source: 'default' },
    });
  });

  it('takes each setting from the site, else the distributor', () => {
    const merged = mergeScreenSettings(
      info({ background: SITE_PNG, audio: '', font: 'default' }),
      info({ background: DIST_PNG, audio: DIST_WAV, font: 'serif' }),
    );
    expect(merged).toEqual({
      background: { value: SITE_PNG, source: 'site' },
      audio: { value: DIST_WAV, source: 'dist' },
      font: { value: 'serif', source: 'dist' },
    });
  });

  it('ignores malformed values and unknown fonts', () => {
    expect(chosenSettings(info('nope'))).toEqual({});
    expect(chosenSettings(info([1]))).toEqual({});
    expect(chosenSettings(info({ background: 3, audio: null, font: 'comic' }))).toEqual({});
    expect(chosenSettings(info({ font: 'mono' }))).toEqual({ font: 'mono' });
  });

  it("ignores a background or sound that is not one of the product's own files", () => {
    const foreign = info({ background: 'https://tracker.example/pixel.png', audio: 'javascript:alert(1)' });
    const swapped = info({ background: DIST_WAV, audio: SITE_PNG });

    expect(chosenSettings(foreign)).toEqual({});
    expect(chosenSettings(swapped)).toEqual({});
  });
});
