/**
 * Class sessions (spec sections 3 Session and 4 "Session", docs/sessions.md): a teacher opens a
 * session for a classroom, students may join it with a 6-digit code, and the teacher ends it.
 * One ongoing session per classroom: a second is refused with SESSION_IN_PROGRESS so the console
 * can offer to continue (lastSession) or to end it (clearSession). Access follows the stored
 * session's site, never a site named in the input.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { UserCaller } from '../../auth/caller';
import { retryConflicts } from '../../data/conflicts';
import { type EntityRepository, UniqueValueTakenError } from '../../data/entities';
import type { ListFilter } from '../../data/lists';
import type { QuestionLinkRecord, SessionRecord, SpotRecord, UserRecord } from '../../data/records';
import { SessionChangedError, type SessionStore } from '../../data/session-store';
import type { NoticePublisher } from '../../devices/graphql-notices';
import type { Session } from '../../generated/graphql';
import { badRequest, notFound } from '../../kernel/errors';
import type { LogFn } from '../../kernel/log';
import type { PageRequest } from '../../kernel/paging';
import { idSchema, jsonOutput, parseArgs } from '../../kernel/validation';
import type { PhoneLinks } from '../remote/phone-links';
import { refsOf, type ScopedDeps, scopedPage, userRef } from '../scoped';
import { CLASS_NOTICES, publishClassNotice } from './class-notices';

const sessionInput = z.object({ site: idSchema, spot: idSchema });
const sessionFilter = z
  .object({ site: idSchema.nullish(), spot: idSchema.nullish(), ongoing: z.boolean().nullish() })
  .nullish();

/** Tries at drawing a join code no ongoing session holds (a million codes, a few thousand in use). */
const CODE_ATTEMPTS = 10;
/** Retries when a question starts or stops while the session ends. */
const END_ATTEMPTS = 5;

/** A 6-digit join code, leading zeros kept. */
export function joinCode(draw: (max: number) => number = (max) => randomInt(max)): string {
  return String(draw(1_000_000)).padStart(6, '0');
}

/** The list condition of `ongoing`: no endtime (missing or null), or one set. */
export function openCondition(
  attribute: string,
  ongoing: boolean | null | undefined,
): ListFilter | undefined {
  if (ongoing === undefined || ongoing === null) return undefined;
  const names = { '#open': attribute };
  const values = { ':nullType': 'NULL' };
  const expression = '(attribute_not_exists(#open) OR attribute_type(#open, :nullType))';
  return { expression: ongoing ? expression : `NOT ${expression}`, names, values };
}

export interface SessionServiceOptions {
  /** Tells the class's remote phones that it ended (docs/sessions.md "Remote students"). */
  notices?: NoticePublisher;
  /** Draws a join code; injectable so a test can make codes collide. */
  drawCode?: () => string;
  /** Releases the class's phones from their students when it ends (domain/remote/phone-links.ts). */
  phones?: Pick<PhoneLinks, 'releaseClass'>;
  /** Where a failed release is reported (the class has ended either way). */
  log?: LogFn;
}

export class SessionService {
  private readonly drawCode: () => string;
  private readonly notices: NoticePublisher | undefined;

  constructor(
    private readonly deps: ScopedDeps,
    private readonly store: SessionStore,
    private readonly options: SessionServiceOptions = {},
  ) {
    this.drawCode = options.drawCode ?? joinCode;
    this.notices = options.notices;
  }

  private get entities(): EntityRepository {
    return this.deps.entities;
  }

  async views(records: SessionRecord[]): Promise<Session[]> {
    const refs = await refsOf(this.entities, records);
    // Who joined by phone: the session's seats, or the list an older session kept (session-students.ts).
    const joined =
      (await this.deps.students?.participantsOf(records)) ??
      new Map(records.map((record) => [record._id, record.participants]));
    const ids = [...joined.values()].flat();
    const users = await this.entities.getMany<UserRecord>('USER', ids);
    // Remote students of one session only have no user: their seat names them.
    const participants = (await this.deps.students?.fill(users, ids, records)) ?? users;
    return records.map((record) => {
      const { site, spot, user } = refs(record);
      return {
        _id: record._id,
        code: record.code,
        site: site ?? { _id: record.siteId, name: '' },
        spot: spot ?? { _id: record.spotId, name: '' },
        starttime: record.starttime,
        endtime: record.endtime,
        participants: (joined.get(record._id) ?? [])
          .map((id) => participants.get(id))
          .filter((found): found is UserRecord => Boolean(found))
          .map(userRef),
        user,
        info: jsonOutput(record.info),
        createdAt: record.createdAt,
        updatedAt: record.updatedAt,
      };
    });
  }

  private async view(record: SessionRecord): Promise<Session> {
    return (await this.views([record]))[0] as Session;
  }

  /**
   * A session named by id. The policy has checked its stored site (rule `session`) and lets an
   * unknown id through for system and admin only, so null here is theirs to see (or a session
   * removed since the check).
   */
  async stored(id: string): Promise<SessionRecord | null> {
    return this.entities.get<SessionRecord>('SESSION', id);
  }

  async get(id: string): Promise<Session | null> {
    const found = await this.stored(id);
    return found ? this.view(found) : null;
  }

  async list(caller: UserCaller, request: PageRequest, rawFilter: unknown) {
    const filter = parseArgs(sessionFilter, rawFilter) ?? {};
    const page = await scopedPage<SessionRecord>(
      this.deps,
      'SESSION',
      caller,
      request,
      { site: filter.site, spot: filter.spot },
      openCondition('endtime', filter.ongoing),
    );
    return { data: await this.views(page.data), total: page.total };
  }

  /** The newest session of a site (and classroom), ended or not; null when there is none. */
  async last(caller: UserCaller, siteId: string, spotId: string | null | undefined): Promise<Session | null> {
    await this.deps.tenancy.assertReach(caller, siteId);
    const page = await scopedPage<SessionRecord>(
      this.deps,
      'SESSION',
      caller,
      { page: 0, perPage: 1 },
      { site: siteId, spot: spotId },
      undefined,
    );
    const [newest] = page.data;
    return newest && newest.siteId === siteId ? this.view(newest) : null;
  }

  async create(caller: UserCaller, rawInput: unknown): Promise<Session> {
    const input = parseArgs(sessionInput, rawInput);
    const spot = await this.entities.get<SpotRecord>('SPOT', input.spot);
    if (!spot || spot.siteId !== input.site)
      throw badRequest('UNKNOWN_SPOT', `Classroom ${input.spot} is not on site ${input.site}.`);
    await this.deps.tenancy.assertReach(caller, spot.siteId);
    if (!spot.active) throw badRequest('SPOT_INACTIVE', `Classroom ${spot._id} is not active.`);
    const now = new Date().toISOString();
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
      const record: SessionRecord = {
        _id: randomUUID(),
        code: this.drawCode(),
        siteId: spot.siteId,
        spotId: spot._id,
        starttime: now,
        endtime: null,
        userId: caller.userId,
        participants: [],
        info: null,
        createdAt: now,
        updatedAt: now,
      };
      try {
        // The classroom claim comes first: when both are taken, the caller learns of the session.
        // Two creates at once may be cancelled as a conflict: the retry meets the winner's claim.
        await retryConflicts(() =>
          this.entities.create('SESSION', record, { siteId: spot.siteId, spotId: spot._id }, [
            { kind: 'SESSIONSPOT', value: spot._id },
            { kind: 'SESSIONCODE', value: record.code },
          ]),
        );
        return this.view(record);
      } catch (error) {
        if (!(error instanceof UniqueValueTakenError)) throw error;
        if (error.kind === 'SESSIONSPOT') {
          const ongoing = await this.entities.ownerOf('SESSIONSPOT', spot._id);
          throw badRequest('SESSION_IN_PROGRESS', 'A class is already in progress in this classroom.', {
            session: ongoing,
          });
        }
      }
    }
    throw new Error(`No free join code after ${CODE_ATTEMPTS} attempts`);
  }

  private async runs(linkId: string): Promise<boolean> {
    const link = await this.entities.get<QuestionLinkRecord>('QUESTIONLINK', linkId);
    return Boolean(link && !link.end);
  }

  /**
   * Ends the session (idempotent): endtime set, code and classroom released, its question
   * stopped, then its phones released from their students. Ending an ended session again only
   * releases what a failed release left bound.
   */
  async clear(id: string): Promise<{ success: boolean }> {
    const found = await this.stored(id);
    if (!found) throw notFound('Session');
    if (found.endtime) {
      await this.releasePhones(found._id);
      return { success: true };
    }
    for (let attempt = 0; attempt < END_ATTEMPTS; attempt += 1) {
      const running = await this.store.runningLink(id);
      if (running && !(await this.runs(running))) {
        // A stale marker (its link stopped or gone; only a failure between writes leaves one).
        await this.store.releaseMarker(id, running);
        continue;
      }
      try {
        await this.store.endSession(found, running, new Date().toISOString());
        await this.releasePhones(found._id);
        await publishClassNotice(this.notices, found, CLASS_NOTICES.classEnded);
        return { success: true };
      } catch (error) {
        if (!(error instanceof SessionChangedError)) throw error;
      }
    }
    throw new Error(`Session ${id} kept changing while it was ended`);
  }

  /**
   * A phone's link to its student ends with the class (docs/sessions.md "When the class ends").
   * Right after the session's own transaction, which a hall's thousand phones would not fit in.
   * A failure is logged and the class stays ended: a link left behind names an ended class, which
   * no list shows as current, and the next clearSession of this class releases it.
   */
  private async releasePhones(sessionId: string): Promise<void> {
    if (!this.options.phones) return;
    try {
      await this.options.phones.releaseClass(sessionId);
    } catch (error) {
      this.options.log?.('Releasing the phones of an ended class failed', {
        session: sessionId,
        error: String(error),
      });
    }
  }
}
