/** Resolvers of the scanner registration wizard: the caller and the raw arguments to the service. */

import type { FieldResolvers } from '../field';
import { signedIn } from '../field';

export const scannerRegisterResolvers: FieldResolvers = {
  'Query.scannerRegistration': (args, { caller, services }) =>
    services.scannerRegister.lookup(signedIn(caller), args),
  'Mutation.registerScanner': (args, { caller, services }) =>
    services.scannerRegister.register(signedIn(caller), args),
  'Mutation.sendRegisterRequest': (args, { caller, services }) =>
    services.scannerRegister.send(signedIn(caller), args),
};
