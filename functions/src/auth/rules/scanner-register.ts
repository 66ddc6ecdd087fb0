/**
 * Access rules of the scanner registration wizard (docs/devices-mqtt.md "(d) Registration"). The
 * roles are the scanner watchers', and so is the scanner target (policy.ts reachScanners): a
 * caller who reaches the stored scanner's site; before it has a site, system, admin and
 * distributors; an id with no record, system and admin only. Saving the names and placing the
 * scanner is for the /admin roles that register fleet stock, onto a site they reach; students and
 * app tokens are never listed.
 */
import { z } from 'zod';
import { DISTRIBUTOR_AND_UP, STAFF_AND_UP } from '../../kernel/roles';
import { SCID_PATTERN } from '../../kernel/scid';
import { parseArgs } from '../../kernel/validation';
import { type FieldRule, inInput, type ScannerReader } from './types';

/** The wizard's scanner id as typed in its first step: trimmed; ERR_INPUT_SCID when empty. */
export const wizardScid = z
  .string({ message: 'ERR_INPUT_SCID' })
  .trim()
  .min(1, 'ERR_INPUT_SCID')
  .max(64, 'INVALID_SCID')
  .regex(SCID_PATTERN, 'INVALID_SCID');

const scannerOfWizard: ScannerReader = (args) => ({
  scid: parseArgs(z.object({ scid: wizardScid }), args).scid,
});

export const scannerRegisterRules: Record<string, FieldRule> = {
  'Query.scannerRegistration': { who: 'roles', roles: STAFF_AND_UP, scanner: scannerOfWizard },
  // Placing the scanner (step 2): the site it goes to must be the caller's to reach too.
  'Mutation.registerScanner': {
    who: 'roles',
    roles: DISTRIBUTOR_AND_UP,
    scanner: scannerOfWizard,
    site: inInput('site'),
  },
  'Mutation.sendRegisterRequest': { who: 'roles', roles: STAFF_AND_UP, scanner: scannerOfWizard },
};
