/**
 * Access rules of the scanner events (docs/devices-mqtt.md "(c) Status", "(d) Registration"). Only
 * the back end (IAM) publishes: no role may, so a user cannot fake a scanner on a console. Staff-like
 * roles subscribe to a scanner they may watch: the policy reads the stored scanner's site
 * (`scanner` target, policy.ts reachScanners). The arguments are checked first, with the codes
 * the console knows, since a name the events never carry would silently receive nothing.
 */
import { z } from 'zod';
import { badRequest } from '../../kernel/errors';
import { normalizeMac } from '../../kernel/mac';
import { STAFF_AND_UP } from '../../kernel/roles';
import { SCID_PATTERN } from '../../kernel/scid';
import { parseArgs } from '../../kernel/validation';
import type { FieldRule, ScannerReader } from './types';

const scid = z.string().regex(SCID_PATTERN, 'INVALID_SCID');
const statusArgs = z.object({ scid: scid.nullish(), mac: z.string().nullish() });
const registerArgs = z.object({ scid });

/** onScannerStatus(scid, mac): one is required; the MAC as the events carry it (AA:BB:CC:DD:EE:FF). */
const scidOrMac: ScannerReader = (rawArgs) => {
  const args = parseArgs(statusArgs, rawArgs);
  if (args.scid) return { scid: args.scid };
  if (!args.mac) throw badRequest('SCID_OR_MAC_REQUIRED', 'Name the scanner by scid or mac.');
  // Events are matched on the exact spelling, so another spelling would silently receive nothing.
  if (normalizeMac(args.mac) !== args.mac)
    throw badRequest('INVALID_MAC', 'Write the MAC as AA:BB:CC:DD:EE:FF.', { field: 'mac' });
  // A MAC is not unique among scanners: the policy wants every scanner that has it within reach.
  return { mac: args.mac };
};

/** onRegister(scid). */
const byScid: ScannerReader = (rawArgs) => ({ scid: parseArgs(registerArgs, rawArgs).scid });

export const scannerEventRules: Record<string, FieldRule> = {
  'Mutation.publishScannerStatus': { who: 'roles', roles: [], backend: true },
  'Mutation.publishRegisterReply': { who: 'roles', roles: [], backend: true },
  'Subscription.onScannerStatus': { who: 'roles', roles: STAFF_AND_UP, backend: true, scanner: scidOrMac },
  'Subscription.onRegister': { who: 'roles', roles: STAFF_AND_UP, backend: true, scanner: byScid },
};
