import { describe, expect, it } from 'vitest';
import { REJECT_REASONS } from '../../../../functions/src/devices/payloads';
import { en } from '../../i18n/locales/en';
import { es } from '../../i18n/locales/es';
import { ko } from '../../i18n/locales/ko';
import { rejectReasonKey, rejectTotal } from './rejectReasons';

describe('reject reason texts', () => {
  it('gives every reason of the device contract a text in ko, en and es', () => {
    for (const reason of REJECT_REASONS) {
      const key = rejectReasonKey(reason);
      for (const texts of [ko, en, es] as Record<string, string>[])
        expect(texts[key], `${reason}`).toBeTruthy();
    }
  });

  it('tells the reasons a teacher can act on apart', () => {
    const keys = [
      'unknown-device',
      'blacklisted',
      'no-question-running',
      'invalid-value',
      'other-site',
      'other-classroom',
      'too-late',
    ].map(rejectReasonKey);
    expect(new Set(keys).size).toBe(7);
  });

  it('reads a reason it does not know as an unreadable message, and sums counts', () => {
    expect(rejectReasonKey('from-a-newer-server')).toBe('REJECT_REASON_UNREADABLE');
    expect(rejectTotal([{ count: 2 }, { count: 5 }])).toBe(7);
  });
});
