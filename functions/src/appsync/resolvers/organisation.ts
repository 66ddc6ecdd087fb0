/** Resolvers of sites, classrooms and devices: parse arguments, call the services. */
import { classScreenSettings } from '../../domain/organisation/class-screen';
import { pageRequest } from '../../kernel/paging';
import { asOptionalText, asText } from '../../kernel/validation';
import { type FieldResolvers, signedIn } from '../field';

export const organisationResolvers: FieldResolvers = {
  'Query.sites': (args, { caller, services }) =>
    services.sites.list(signedIn(caller), pageRequest(args), args.filter),
  'Query.site': (args, { services }) => services.sites.get(asText(args.id)),
  'Query.mySite': (_args, { caller, services }) => services.sites.mySite(signedIn(caller)),
  'Query.classScreenSettings': (args, { services }) =>
    classScreenSettings(services.entities, asText(args.site)),
  'Mutation.createSite': (args, { caller, services }) => services.sites.create(signedIn(caller), args.input),
  'Mutation.updateSite': (args, { caller, services }) =>
    services.sites.update(signedIn(caller), asText(args.id), args.input),
  'Mutation.removeSite': (args, { services }) => services.sites.remove(asText(args.id)),

  'Query.spots': (args, { caller, services }) =>
    services.spots.list(signedIn(caller), pageRequest(args), args.filter),
  'Query.spot': (args, { services }) => services.spots.get(asText(args.id)),
  'Mutation.createSpot': (args, { caller, services }) => services.spots.create(signedIn(caller), args.input),
  'Mutation.updateSpot': (args, { services }) => services.spots.update(asText(args.id), args.input),
  'Mutation.updateSpotInfo': (args, { services }) => services.spots.updateInfo(asText(args.id), args.info),
  'Mutation.removeSpot': (args, { services }) =>
    services.spots.remove(
      asText(args.id),
      args.withStudents === true ? (spot) => services.studentList.removeAll(spot) : undefined,
    ),

  'Query.devices': (args, { caller, services }) =>
    services.devices.list(signedIn(caller), pageRequest(args), args.filter),
  'Query.device': (args, { services }) => services.devices.get(asText(args.mac)),
  'Mutation.upsertDevice': (args, { caller, services }) =>
    services.devices.upsert(signedIn(caller), args.input),
  'Mutation.updateDevice': (args, { caller, services }) =>
    services.devices.update(signedIn(caller), asText(args.mac), args.input),
  'Mutation.patchDevice': (args, { caller, services }) =>
    services.devices.patch(signedIn(caller), asText(args.mac), args.input),
  'Mutation.updateDevices': (args, { caller, services }) =>
    services.devices.updateUsers(signedIn(caller), args.list),
  'Mutation.linkDevices': (args, { caller, services }) =>
    services.devices.link(signedIn(caller), asText(args.site), asOptionalText(args.spot), args.devices),
  'Mutation.updateDeviceUser': (args, { caller, services }) =>
    services.devices.updateUser(signedIn(caller), asText(args.mac), asOptionalText(args.user)),
  'Mutation.removeDevice': (args, { caller, services }) =>
    services.devices.remove(signedIn(caller), asText(args.mac)),
};
