/**
 * The resolver's services of the organisation and its fleet: sites, classrooms, users and student
 * lists, devices, apps, scanners with the blacklist, and the system catalog (spec section 6).
 */
import { AuthSessionStore } from '../data/auth-store';
import { DeviceSearch } from '../data/device-search';
import type { ScannerRecord } from '../data/records';
import { deviceCredentials } from '../devices/fleet/credentials';
import { scannerThingName } from '../devices/topics';
import { CatalogService } from '../domain/catalog/catalog';
import { DistService } from '../domain/catalog/dists';
import { AppService } from '../domain/fleet/apps';
import { BlacklistService } from '../domain/fleet/blacklist';
import { DeviceService } from '../domain/fleet/devices';
import { ScannerService } from '../domain/fleet/scanners';
import { SiteService } from '../domain/organisation/sites';
import { SpotService } from '../domain/organisation/spots';
import { SpotActivityReader } from '../domain/results/statistics';
import { BusinessSettingService } from '../domain/users/business-setting';
import { RosterImportService } from '../domain/users/roster-import';
import { StudentListService } from '../domain/users/student-list';
import { UserAdminService } from '../domain/users/user-admin';
import { Roster } from '../domain/users/user-support';
import type { DataParts } from './data-parts';
import type { resultsParts } from './results-parts';
import type { TenancyParts } from './tenancy-parts';

export function organisationParts(
  data: DataParts,
  { tenancy, scoped }: TenancyParts,
  results: Pick<ReturnType<typeof resultsParts>, 'store' | 'source'>,
) {
  const { env, table, entities, lists } = data;
  // Removing or blacklisting a scanner deactivates its certificates (devices/fleet/credentials.ts).
  const fleet = { stage: env.DEVICE_STAGE, credentials: deviceCredentials(env.DEVICE_STAGE) };
  const blacklist = new BlacklistService(entities, lists, {
    async scannersWithMac(mac) {
      const page = await lists.page<ScannerRecord>(
        { index: 'byType', partition: 'SCANNER' },
        { page: 0, perPage: 100 },
        { expression: '#mac = :mac', names: { '#mac': 'mac' }, values: { ':mac': mac } },
      );
      return page.data;
    },
    async deactivate(scanner) {
      await fleet.credentials.deactivate(scannerThingName(fleet.stage, scanner.scid));
    },
  });
  const roster = new Roster(entities, lists);
  return {
    /** Roster reads and writes, which the remote students' join also uses. */
    roster,
    sites: new SiteService(entities, lists, tenancy, new AuthSessionStore(table)),
    spots: new SpotService(entities, lists, tenancy, new SpotActivityReader(results.store, results.source)),
    devices: new DeviceService(
      entities,
      lists,
      tenancy,
      (mac) => blacklist.isBlacklisted(mac),
      new DeviceSearch(table),
    ),
    apps: new AppService(scoped),
    scanners: new ScannerService(scoped, fleet),
    dists: new DistService(entities, lists),
    catalog: new CatalogService(entities, lists),
    blacklist,
    userAdmin: new UserAdminService(table, entities, lists, tenancy, roster, new AuthSessionStore(table)),
    studentList: new StudentListService(table, entities, roster),
    rosterImport: new RosterImportService(table, entities, roster),
    businessSetting: new BusinessSettingService(entities, data.users, roster),
  };
}
