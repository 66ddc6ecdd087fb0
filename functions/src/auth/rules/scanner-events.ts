/**
 * Access rules of the scanner events (docs/devices-mqtt.md "(c) Status", "(d) Registration"). Only
 * the back end (IAM) publishes: no role may, so a user cannot fake a scanner on a console. Staff-like
 * roles subscribe; the scanner names its site only in storage, so the subscribe-time resolver
 * (appsync/resolvers/scanner-events.ts) checks it.
 */
import { type FieldRule, STAFF_AND_UP } from './types';

export const scannerEventRules: Record<string, FieldRule> = {
  'Mutation.publishScannerStatus': { who: 'roles', roles: [], backend: true },
  'Mutation.publishRegisterReply': { who: 'roles', roles: [], backend: true },
  'Subscription.onScannerStatus': { who: 'roles', roles: STAFF_AND_UP, backend: true },
  'Subscription.onRegister': { who: 'roles', roles: STAFF_AND_UP, backend: true },
};
