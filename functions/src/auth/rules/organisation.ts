/**
 * Access rules of sites, classrooms and devices (spec section 6). Lists are scoped to the
 * caller's tenant by the services (auth/tenancy.ts); single targets are checked here.
 */
import { DISTRIBUTOR_AND_UP, MANAGER_AND_UP, STAFF_AND_UP } from '../../kernel/roles';
import { classScreenMedia, spotImageMedia } from './media';
import { arg, type FieldRule, inInput } from './types';

export const organisationRules: Record<string, FieldRule> = {
  'Query.sites': { who: 'roles', roles: STAFF_AND_UP },
  'Query.site': { who: 'roles', roles: STAFF_AND_UP, site: arg('id') },
  'Query.mySite': { who: 'signedIn' },
  // The running class reads it: the site's staff too, though they may not read its distributor.
  'Query.classScreenSettings': { who: 'roles', roles: STAFF_AND_UP, site: arg('site') },
  // A class screen's background and sound (info.classScreen) are files of a site within reach.
  'Mutation.createSite': {
    who: 'roles',
    roles: DISTRIBUTOR_AND_UP,
    dist: inInput('dist'),
    media: classScreenMedia,
  },
  'Mutation.updateSite': {
    who: 'roles',
    roles: DISTRIBUTOR_AND_UP,
    site: arg('id'),
    media: classScreenMedia,
  },
  'Mutation.removeSite': { who: 'roles', roles: DISTRIBUTOR_AND_UP, site: arg('id') },

  'Query.spots': { who: 'roles', roles: STAFF_AND_UP },
  'Query.spot': { who: 'roles', roles: STAFF_AND_UP, spot: arg('id') },
  // Only a manager who is not staff adds or deletes classrooms (spec section 6).
  'Mutation.createSpot': {
    who: 'roles',
    roles: MANAGER_AND_UP,
    excludeStaff: true,
    site: inInput('site'),
    media: spotImageMedia,
  },
  'Mutation.updateSpot': { who: 'roles', roles: STAFF_AND_UP, spot: arg('id'), media: spotImageMedia },
  'Mutation.updateSpotInfo': { who: 'roles', roles: STAFF_AND_UP, spot: arg('id') },
  'Mutation.removeSpot': { who: 'roles', roles: MANAGER_AND_UP, excludeStaff: true, spot: arg('id') },

  'Query.devices': { who: 'roles', roles: STAFF_AND_UP },
  'Query.device': { who: 'roles', roles: STAFF_AND_UP, device: arg('mac') },
  // Device writes name their target site in the input; the service also checks the device's current site.
  'Mutation.upsertDevice': { who: 'roles', roles: MANAGER_AND_UP },
  'Mutation.updateDevice': { who: 'roles', roles: MANAGER_AND_UP, device: arg('mac') },
  'Mutation.patchDevice': { who: 'roles', roles: MANAGER_AND_UP, device: arg('mac') },
  'Mutation.updateDevices': { who: 'roles', roles: STAFF_AND_UP },
  'Mutation.linkDevices': { who: 'roles', roles: MANAGER_AND_UP, site: arg('site') },
  'Mutation.updateDeviceUser': { who: 'roles', roles: STAFF_AND_UP, device: arg('mac') },
  'Mutation.removeDevice': { who: 'roles', roles: MANAGER_AND_UP, device: arg('mac') },
};
