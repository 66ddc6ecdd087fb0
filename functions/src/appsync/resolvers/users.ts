/** Resolvers of the user administration, the classroom student list and the business setting. */
import { pageRequest } from '../../kernel/paging';
import { type FieldResolvers, signedIn } from '../field';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export const userResolvers: FieldResolvers = {
  'Query.users': (args, { caller, services }) =>
    services.userAdmin.list(signedIn(caller), pageRequest(args), args.filter),
  'Query.user': (args, { services }) => services.userAdmin.get(text(args.id)),
  'Mutation.addUser': (args, { caller, services }) => services.userAdmin.add(signedIn(caller), args.input),
  'Mutation.updateUser': (args, { caller, services }) =>
    services.userAdmin.update(signedIn(caller), text(args.id), args.input),
  'Mutation.patchUser': (args, { services }) => services.userAdmin.patch(text(args.id), args.input),
  'Mutation.removeUser': (args, { services }) => services.userAdmin.remove(text(args.id)),
  'Mutation.updateUserRole': (args, { caller, services }) =>
    services.userAdmin.updateRole(signedIn(caller), text(args.id), args.role),
  'Mutation.linkingUserToSite': (args, { caller, services }) =>
    services.userAdmin.link(signedIn(caller), text(args.id), optionalText(args.site), args.spots),
  'Mutation.modifyUsers': (args, { services }) => services.studentList.modify(args.input),
  'Mutation.importRoster': (args, { services }) => services.rosterImport.import(args.input),
  'Mutation.setSpotBusiness': (args, { services }) =>
    services.businessSetting.apply(text(args.id), args.count),
};
