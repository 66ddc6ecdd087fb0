/**
 * Who may onboard by claim (docs/devices-mqtt.md "Onboarding by claim"): the pre-provisioning
 * hook admits a scanner only when the console knows it in this stage, that is, its scid has an
 * active scanner record in this stage's table, and its MAC (if recorded) is not blacklisted. A
 * claim certificate alone, which every scanner of a batch carries, therefore onboards nothing.
 */
import { z } from 'zod';
import type { ScannerRecord } from '../../data/records';
import { SCID_PATTERN } from '../../kernel/scid';
import { SCID_PARAMETER } from './provisioning-topics';

/** The reads admission needs, from this stage's table. */
export interface AdmissionDirectory {
  scannerByScid(scid: string): Promise<ScannerRecord | null>;
  isBlacklisted(mac: string): Promise<boolean>;
}

/** Why a scanner was not admitted; logged by the hook, and the rejected reply's message locally. */
export type AdmissionRefusal = 'invalid-scid' | 'not-registered' | 'inactive' | 'blacklisted';
export type Admission = { admitted: true; scid: string } | { admitted: false; reason: AdmissionRefusal };

/** The pre-provisioning hook's event (AWS IoT fleet provisioning, payload version 2020-04-01). */
export const preProvisioningEventSchema = z.object({
  claimCertificateId: z.string().optional(),
  certificateId: z.string().optional(),
  templateArn: z.string().optional(),
  clientId: z.string().optional(),
  parameters: z.record(z.string(), z.string()).default({}),
});

export async function admitScanner(
  parameters: Record<string, string>,
  directory: AdmissionDirectory,
): Promise<Admission> {
  const scid = parameters[SCID_PARAMETER] ?? '';
  if (!SCID_PATTERN.test(scid)) return { admitted: false, reason: 'invalid-scid' };
  const scanner = await directory.scannerByScid(scid);
  if (!scanner) return { admitted: false, reason: 'not-registered' };
  if (!scanner.active) return { admitted: false, reason: 'inactive' };
  if (scanner.mac && (await directory.isBlacklisted(scanner.mac)))
    return { admitted: false, reason: 'blacklisted' };
  return { admitted: true, scid };
}
