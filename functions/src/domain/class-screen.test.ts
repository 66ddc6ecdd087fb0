/** The class screen settings' precedence: the site's own, else its distributor's, else shipped. */
import { describe, expect, it } from 'vitest';
import { chosenSettings, mergeScreenSettings } from './class-screen';

const info = (classScreen: unknown) => ({ other: 1, classScreen });

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
      info({ background: '/site.png', audio: '', font: 'default' }),
      info({ background: '/dist.png', audio: '/dist.wav', font: 'serif' }),
    );
    expect(merged).toEqual({
      background: { value: '/site.png', source: 'site' },
      audio: { value: '/dist.wav', source: 'dist' },
      font: { value: 'serif', source: 'dist' },
    });
  });

  it('ignores malformed values and unknown fonts', () => {
    expect(chosenSettings(info('nope'))).toEqual({});
    expect(chosenSettings(info([1]))).toEqual({});
    expect(chosenSettings(info({ background: 3, audio: null, font: 'comic' }))).toEqual({});
    expect(chosenSettings(info({ font: 'mono' }))).toEqual({ font: 'mono' });
  });
});
