/** Resolvers of the user administration, the classroom student list and the business setting. */
import { pageRequest } from '../../kernel/paging';
import { asOptionalText, asText } from '../../kernel/validation';
import { type FieldResolvers, signedIn } from '../field';

export const userResolvers: FieldResolvers = {
  'Query.users': (args, { caller, services }) =>
    services.userAdmin.list(signedIn(caller), pageRequest(args), args.filter),
  'Query.user': (args, { services }) => services.userAdmin.get(asText(args.id)),
  'Mutation.addUser': (args, { caller, services }) => services.userAdmin.add(signedIn(caller), args.input),
  'Mutation.updateUser': (args, { caller, services }) =>
    services.userAdmin.update(signedIn(caller), asText(args.id), args.input),
  'Mutation.patchUser': (args, { services }) => services.userAdmin.patch(asText(args.id), args.input),
  'Mutation.removeUser': (args, { services }) => services.userAdmin.remove(asText(args.id)),
  'Mutation.updateUserRole': (args, { caller, services }) =>
    services.userAdmin.updateRole(signedIn(caller), asText(args.id), args.role),
  'Mutation.linkingUserToSite': (args, { caller, services }) =>
    services.userAdmin.link(signedIn(caller), asText(args.id), asOptionalText(args.site), args.spots),
  'Mutation.modifyUsers': (args, { services }) => services.studentList.modify(args.input),
  'Mutation.importRoster': (args, { services }) => services.rosterImport.import(args.input),
  'Mutation.setSpotBusiness': (args, { services }) =>
    services.businessSetting.apply(asText(args.id), args.count),
};
