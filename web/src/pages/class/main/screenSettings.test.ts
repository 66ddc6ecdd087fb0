/** Reading and writing a site's class screen settings in its info JSON. */
import { describe, expect, it } from 'vitest';
import {
  cssUrl,
  DEFAULT_SCREEN,
  fromEffective,
  readScreenSettings,
  writeScreenSettings,
} from './screenSettings';

describe('class screen settings', () => {
  it('falls back to the defaults for no, broken or foreign info', () => {
    expect(readScreenSettings(null)).toEqual(DEFAULT_SCREEN);
    expect(readScreenSettings('{not json')).toEqual(DEFAULT_SCREEN);
    expect(readScreenSettings('[1]')).toEqual(DEFAULT_SCREEN);
    expect(readScreenSettings('{"other":1}')).toEqual(DEFAULT_SCREEN);
  });

  it('reads stored values and drops an unknown font or a non-text path', () => {
    const info = JSON.stringify({ classScreen: { background: '/files/a.png', audio: 3, font: 'comic' } });
    expect(readScreenSettings(info)).toEqual({ background: '/files/a.png', audio: '', font: 'default' });
    const serif = JSON.stringify({ classScreen: { font: 'serif' } });
    expect(readScreenSettings(serif).font).toBe('serif');
  });

  it('writes the settings back and keeps the rest of info', () => {
    const settings = { background: '/files/b.jpg', audio: '/files/c.wav', font: 'mono' as const };
    const written = writeScreenSettings('{"keep":true,"classScreen":{"font":"serif"}}', settings);
    expect(JSON.parse(written)).toEqual({ keep: true, classScreen: settings });
    expect(readScreenSettings(written)).toEqual(settings);
  });

  it('takes the server’s effective settings, an unknown font as the default', () => {
    const at = (value: string) => ({ value, source: 'dist' });
    expect(fromEffective(null)).toEqual(DEFAULT_SCREEN);
    const png = '/files/spot/0f8fad5b-d9cb-469f-a165-70867728950e.png';
    const wav = '/files/countdown/0f8fad5b-d9cb-469f-a165-70867728950e.wav';
    expect(fromEffective({ background: at(png), audio: at(wav), font: at('serif') })).toEqual({
      background: png,
      audio: wav,
      font: 'serif',
    });
    // Not one of the product's files: the screen loads nothing from it.
    expect(
      fromEffective({ background: at('https://x.example/b.png'), audio: at('/a.wav'), font: at('') }),
    ).toEqual(DEFAULT_SCREEN);
    expect(fromEffective({ background: at(''), audio: at(''), font: at('comic') }).font).toBe('default');
  });

  it('quotes a path for CSS', () => {
    expect(cssUrl('')).toBeUndefined();
    expect(cssUrl('/files/x".png')).toBe('url("/files/x\\".png")');
  });
});
