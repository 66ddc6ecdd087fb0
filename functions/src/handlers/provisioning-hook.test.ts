/** The pre-provisioning hook's answer and what it counts for the stage's refusal alarm. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScannerRecord } from '../data/records';
import type { AdmissionDirectory } from '../devices/fleet/admission';
import { metrics } from '../kernel/observability';
import { createProvisioningHook } from './provisioning-hook';

afterEach(() => {
  vi.restoreAllMocks();
  metrics.clearMetrics();
});

const registered = {
  _id: 'scanner-1',
  scid: 'SCN-0001',
  active: true,
  mac: null,
} as unknown as ScannerRecord;
const directory: AdmissionDirectory = {
  scannerByScid: async (scid) => (scid === registered.scid ? registered : null),
  isBlacklisted: async () => false,
};
const event = (scid: string) => ({ certificateId: 'c'.repeat(64), parameters: { Scid: scid } });

describe('the pre-provisioning hook', () => {
  it('counts every refusal, and no admission, as ProvisioningRefused', async () => {
    // Prepare
    const added = vi.spyOn(metrics, 'addMetric');
    const hook = createProvisioningHook(
      () => directory,
      () => undefined,
    );

    // Act
    const answers = [
      await hook(event('SCN-0001')),
      await hook(event('SCN-9999')),
      await hook({ parameters: 'not a map' }),
    ];

    // Assess
    expect(answers.map((answer) => answer.allowProvisioning)).toEqual([true, false, false]);
    expect(added.mock.calls).toEqual([
      ['ProvisioningRefused', 'Count', 1],
      ['ProvisioningRefused', 'Count', 1],
    ]);
  });
});
