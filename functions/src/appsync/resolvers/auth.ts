/** Resolvers of spec section 7 "Auth". Thin: parse arguments, call the account service. */
import { z } from 'zod';
import { type FieldResolvers, signedIn } from '../field';

const signinArgs = z.object({ uid: z.string().max(256), password: z.string().max(1024) });
const changePasswordArgs = z.object({ oldPassword: z.string().max(1024), newPassword: z.string().max(1024) });
const resetPasswordArgs = z.object({ id: z.string().min(1), password: z.string().max(1024).nullish() });

export const authResolvers: FieldResolvers = {
  'Query.version': (_args, { services }) => ({ version: services.env.APP_VERSION }),
  'Query.me': (_args, { caller, services }) => services.accounts.me(signedIn(caller)),
  'Mutation.signin': (args, { services }) => {
    const { uid, password } = signinArgs.parse(args);
    return services.accounts.signin(uid, password);
  },
  'Mutation.signup': (args, { services }) => services.accounts.signup(args),
  'Mutation.signout': (_args, { caller, services }) => services.accounts.signout(signedIn(caller)),
  'Mutation.changePassword': (args, { caller, services }) => {
    const { oldPassword, newPassword } = changePasswordArgs.parse(args);
    return services.accounts.changePassword(signedIn(caller), oldPassword, newPassword);
  },
  'Mutation.resetPassword': (args, { services }) => {
    const { id, password } = resetPasswordArgs.parse(args);
    return services.accounts.resetPassword(id, password);
  },
  'Mutation.agreePolicy': (_args, { caller, services }) => services.accounts.agreePolicy(signedIn(caller)),
};
