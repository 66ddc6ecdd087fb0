// The fleet provisioning pre-provisioning hook (docs/devices-mqtt.md "Onboarding by claim"): AWS
// IoT calls it before RegisterThing creates a scanner's thing; the local broker calls the same
// module. It reads only this stage's table, so it needs no signing key.
import { z } from 'zod';
import { functionEnvSchema } from '../config/env';
import { dynamo } from '../data/client';
import { EntityRepository } from '../data/entities';
import type { ScannerRecord } from '../data/records';
import {
  type AdmissionDirectory,
  admitScanner,
  preProvisioningEventSchema,
} from '../devices/fleet/admission';
import { type LogFn, logInfo } from '../kernel/log';
import { normalizeMac } from '../kernel/mac';
import { countMetric, observed } from '../kernel/observability';

/** The hook's answer as AWS IoT reads it. */
export interface PreProvisioningResult {
  allowProvisioning: boolean;
}

export function tableAdmissionDirectory(entities: EntityRepository): AdmissionDirectory {
  return {
    async scannerByScid(scid) {
      const id = await entities.ownerOf('SCID', scid);
      return id ? entities.get<ScannerRecord>('SCANNER', id) : null;
    },
    async isBlacklisted(mac) {
      const canonical = normalizeMac(mac);
      return canonical ? (await entities.ownerOf('BLACKLIST', canonical)) !== null : false;
    },
  };
}

export function createProvisioningHook(directory: () => AdmissionDirectory, log: LogFn = logInfo) {
  return async (event: unknown): Promise<PreProvisioningResult> => {
    const parsed = preProvisioningEventSchema.safeParse(event);
    if (!parsed.success) {
      log('Provisioning refused: unreadable event', {});
      countMetric('ProvisioningRefused', 1);
      return { allowProvisioning: false };
    }
    const admission = await admitScanner(parsed.data.parameters, directory());
    // Ids only: the event also carries the new certificate, which has no place in a log.
    log(admission.admitted ? 'Scanner admitted' : 'Provisioning refused', {
      scid: admission.admitted ? admission.scid : parsed.data.parameters.Scid,
      reason: admission.admitted ? null : admission.reason,
      certificateId: parsed.data.certificateId,
    });
    // The stage alarms on refusals (docs/deploy.md "Alarms and dashboard"): a scanner that should
    // have joined, or a factory claim certificate in the wrong hands.
    if (!admission.admitted) countMetric('ProvisioningRefused', 1);
    return { allowProvisioning: admission.admitted };
  };
}

const hookEnv = z.object({ TABLE_NAME: functionEnvSchema.shape.TABLE_NAME });
let entities: EntityRepository | undefined;

export const handler = observed(
  'provisioning-hook',
  createProvisioningHook(() => {
    entities ??= new EntityRepository({ client: dynamo(), tableName: hookEnv.parse(process.env).TABLE_NAME });
    return tableAdmissionDirectory(entities);
  }),
);
