/**
 * Resolvers of the scanner registration wizard: the raw arguments to the service, and the caller
 * where the record keeps who registered the scanner. The policy has checked the scanner.
 */

import type { FieldResolvers } from '../field';
import { signedIn } from '../field';

export const scannerRegisterResolvers: FieldResolvers = {
  'Query.scannerRegistration': (args, { services }) => services.scannerRegister.lookup(args),
  'Mutation.registerScanner': (args, { caller, services }) =>
    services.scannerRegister.register(signedIn(caller), args),
  'Mutation.sendRegisterRequest': (args, { services }) => services.scannerRegister.send(args),
};
