import { describe, expect, it } from 'vitest';
import type { ScannerRecord } from '../../data/records';
import { type AdmissionDirectory, admitScanner } from './admission';

const stored = { scid: 'SCN-1', active: true, mac: 'AA:BB:CC:00:00:99' } as ScannerRecord;

function directory(scanner: ScannerRecord | null, blacklisted: string[] = []): AdmissionDirectory {
  return {
    scannerByScid: async (scid) => (scanner?.scid === scid ? scanner : null),
    isBlacklisted: async (mac) => blacklisted.includes(mac),
  };
}

describe('admitting a scanner onboarding by claim', () => {
  it('admits a scanner the console registered in this stage', async () => {
    expect(await admitScanner({ Scid: 'SCN-1' }, directory(stored))).toEqual({
      admitted: true,
      scid: 'SCN-1',
    });
  });

  it('refuses an unregistered, inactive or blacklisted scanner, and an unusable scid', async () => {
    expect(await admitScanner({ Scid: 'SCN-2' }, directory(stored))).toEqual({
      admitted: false,
      reason: 'not-registered',
    });
    expect(await admitScanner({ Scid: 'SCN-1' }, directory({ ...stored, active: false }))).toMatchObject({
      reason: 'inactive',
    });
    expect(await admitScanner({ Scid: 'SCN-1' }, directory(stored, [stored.mac as string]))).toMatchObject({
      reason: 'blacklisted',
    });
    expect(await admitScanner({ Scid: 'a/#' }, directory(stored))).toMatchObject({ reason: 'invalid-scid' });
    expect(await admitScanner({}, directory(stored))).toMatchObject({ reason: 'invalid-scid' });
  });
});
