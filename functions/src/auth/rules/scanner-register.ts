/**
 * Access rules of the scanner registration wizard (docs/devices-mqtt.md "(d) Registration"). The
 * roles are the scanner watchers'; the scanner's site lives only in storage, so the service
 * (domain/fleet/scanner-register.ts) applies the watch rule on the stored scanner. Saving the names is
 * for the /admin roles that register fleet stock; students and app tokens are never listed.
 */
import { DISTRIBUTOR_AND_UP, type FieldRule, STAFF_AND_UP } from './types';

export const scannerRegisterRules: Record<string, FieldRule> = {
  'Query.scannerRegistration': { who: 'roles', roles: STAFF_AND_UP },
  'Mutation.registerScanner': { who: 'roles', roles: DISTRIBUTOR_AND_UP },
  'Mutation.sendRegisterRequest': { who: 'roles', roles: STAFF_AND_UP },
};
