/** Resolvers of sites, classrooms and devices: parse arguments, call the services. */
import { classScreenSettings } from '../../domain/organisation/class-screen';
import { pageRequest } from '../../kernel/paging';
import { type FieldResolvers, signedIn } from '../field';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown): string | null => (typeof value === 'string' ? value : null);

export const organisationResolvers: FieldResolvers = {
  'Query.sites': (args, { caller, services }) =>
    services.sites.list(signedIn(caller), pageRequest(args), args.filter),
  'Query.site': (args, { services }) => services.sites.get(text(args.id)),
  'Query.mySite': (_args, { caller, services }) => services.sites.mySite(signedIn(caller)),
  'Query.classScreenSettings': (args, { services }) =>
    classScreenSettings(services.entities, text(args.site)),
  'Mutation.createSite': (args, { caller, services }) => services.sites.create(signedIn(caller), args.input),
  'Mutation.updateSite': (args, { caller, services }) =>
    services.sites.update(signedIn(caller), text(args.id), args.input),
  'Mutation.removeSite': (args, { services }) => services.sites.remove(text(args.id)),

  'Query.spots': (args, { caller, services }) =>
    services.spots.list(signedIn(caller), pageRequest(args), args.filter),
  'Query.spot': (args, { services }) => services.spots.get(text(args.id)),
  'Mutation.createSpot': (args, { caller, services }) => services.spots.create(signedIn(caller), args.input),
  'Mutation.updateSpot': (args, { services }) => services.spots.update(text(args.id), args.input),
  'Mutation.updateSpotInfo': (args, { services }) => services.spots.updateInfo(text(args.id), args.info),
  'Mutation.removeSpot': (args, { services }) =>
    services.spots.remove(
      text(args.id),
      args.withStudents === true ? (spot) => services.studentList.removeAll(spot) : undefined,
    ),

  'Query.devices': (args, { caller, services }) =>
    services.devices.list(signedIn(caller), pageRequest(args), args.filter),
  'Query.device': (args, { services }) => services.devices.get(text(args.mac)),
  'Mutation.upsertDevice': (args, { caller, services }) =>
    services.devices.upsert(signedIn(caller), args.input),
  'Mutation.updateDevice': (args, { caller, services }) =>
    services.devices.update(signedIn(caller), text(args.mac), args.input),
  'Mutation.patchDevice': (args, { caller, services }) =>
    services.devices.patch(signedIn(caller), text(args.mac), args.input),
  'Mutation.updateDevices': (args, { caller, services }) =>
    services.devices.updateUsers(signedIn(caller), args.list),
  'Mutation.linkDevices': (args, { caller, services }) =>
    services.devices.link(signedIn(caller), text(args.site), optionalText(args.spot), args.devices),
  'Mutation.updateDeviceUser': (args, { caller, services }) =>
    services.devices.updateUser(signedIn(caller), text(args.mac), optionalText(args.user)),
  'Mutation.removeDevice': (args, { caller, services }) =>
    services.devices.remove(signedIn(caller), text(args.mac)),
};
