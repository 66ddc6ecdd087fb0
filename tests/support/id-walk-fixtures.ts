/**
 * The two tenants of the same-error walk (tests/integration/security-uniform-refusals.test.ts):
 * fresh items of every kind in the demo school (owned by the demo teacher where items belong to
 * a user), which the walkers of another school and distributor must not be able to tell from
 * ids that name nothing; and the walkers' own items of every kind, for the positions of a call
 * that are not being probed. Written through the product's data layer.
 */
import { randomUUID } from 'node:crypto';
import { EntityRepository } from '../../functions/src/data/entities';
import { ResultsStore } from '../../functions/src/data/results-store';
import { createSite, createUser, testTable } from './fixtures';
import { createApp, createFileRecord, createScanner } from './fleet-fixtures';
import { signin } from './graphql';
import { createDevice, createDist, createSpot } from './org-fixtures';
import {
  createPlayListRecord,
  createQuestionRecord,
  createShareRecord,
  DEMO_TEACHER,
} from './question-fixtures';
import { createThingRecord } from './rules-fixtures';
import { createLinkRecord, createSessionRecord } from './session-fixtures';
import { createMessageRecord } from './system-data-fixtures';

/** Kinds of id that belong to a tenant (a site, or a user's library); anything else is global. */
export const TENANT_KINDS = [
  'site',
  'spot',
  'session',
  'link',
  'question',
  'playlist',
  'user',
  'file',
  'message',
  'scanner',
  'thing',
  'exportJob',
  'share',
  'dist',
  'mac',
  'uuid',
  'scid',
] as const;
export type TenantKind = (typeof TENANT_KINDS)[number];

/** One value of each kind. */
export type Holdings = Record<TenantKind, string>;

export interface Walker {
  name: string;
  token: string;
  own: Holdings;
}

async function exportJob(siteId: string, requesterId: string): Promise<string> {
  const now = new Date().toISOString();
  const id = `export-${randomUUID()}`;
  await new ResultsStore(testTable(), 3600).putJob({
    _id: id,
    status: 'queued',
    progress: 0,
    error: null,
    scope: { session: 'session-walk' },
    siteId,
    requesterId,
    fileName: 'walk.xlsx',
    fileKey: null,
    attempts: 0,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

/** Items of every kind on a site, library items of `ownerId`, shared with `peerId`. */
async function holdingsOf(
  siteId: string,
  distId: string,
  ownerId: string,
  peerId: string,
): Promise<Holdings> {
  const spot = await createSpot(siteId, 'Walk classroom');
  const session = await createSessionRecord(siteId, ownerId);
  const question = await createQuestionRecord(ownerId);
  const link = await createLinkRecord(session, question);
  // One scanner for both its id and its scid, so an update by id keeps its scid.
  const scanner = await createScanner(siteId, spot._id);
  const student = await createUser({ user: true }, { siteId, spots: [{ _id: spot._id, name: spot.name }] });
  return {
    site: siteId,
    spot: spot._id,
    session: session._id,
    link: link._id,
    question: question._id,
    playlist: (await createPlayListRecord(ownerId, [question._id]))._id,
    user: student._id,
    file: (await createFileRecord(siteId))._id,
    message: (await createMessageRecord(siteId))._id,
    scanner: scanner._id,
    thing: (await createThingRecord(siteId))._id,
    exportJob: await exportJob(siteId, ownerId),
    share: (await createShareRecord(ownerId, peerId))._id,
    dist: distId,
    mac: (await createDevice(siteId, spot._id)).mac,
    uuid: (await createApp(siteId, spot._id)).uuid,
    scid: scanner.scid,
  };
}

/** The demo school's items, and two walkers of another school and distributor with their own. */
export async function walkTenants(): Promise<{ foreign: Holdings; walkers: Walker[] }> {
  const foreign = await holdingsOf('site-demo', 'dist-demo', DEMO_TEACHER, 'user-staff');
  const dist = await createDist('Walk distributor');
  const site = await createSite({ distId: dist._id, name: 'Walk school' });
  const manager = await createUser({ manager: true }, { siteId: site._id });
  const distributor = await createUser({ distributor: true }, { distId: dist._id });
  await new EntityRepository(testTable()).update('DIST', dist._id, { distributorId: distributor._id });
  const peer = await createUser({ staff: true }, { siteId: site._id });
  return {
    foreign,
    walkers: [
      {
        name: 'manager of another school',
        token: await signin(manager.uid, manager.password),
        own: await holdingsOf(site._id, dist._id, manager._id, peer._id),
      },
      {
        name: 'distributor of another distributor',
        token: await signin(distributor.uid, distributor.password),
        own: await holdingsOf(site._id, dist._id, distributor._id, peer._id),
      },
    ],
  };
}
