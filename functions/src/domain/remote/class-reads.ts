/**
 * What every phone of a class reads on every request, kept per instance (docs/auth.md "Remote app
 * tokens", docs/capacity.md "A hall of phones"): the session, its running and last stopped
 * question, that question's link, and the names of its school and classroom. A hall of 10,000
 * phones reloads its class within a second of each class notice; read fresh, each of these items
 * would take 10,000 reads in that second, three times DynamoDB's limit for one partition. Kept for
 * CLASS_STATE_TTL_MS, an instance reads each at most once a second, whatever the hall's size.
 *
 * What that costs, and why it is safe:
 * - a class ended, or a question stopped, is seen by a phone's request up to CLASS_STATE_TTL_MS
 *   late: for that second an app token of the ended class still passes the authorizer, and an
 *   answer to the question just stopped is still taken (a button's press made before the stop is
 *   taken after it too, devices/consumer/lookups.ts);
 * - a question just started is never refused for a stale "nothing runs": the answer reads the
 *   running marker again before it refuses (remote-answers.ts);
 * - the phone reads its class NOTICE_SETTLE_MS after a class notice (web/src/pages/remote/
 *   noticeRefresh.ts), longer than CLASS_STATE_TTL_MS, so what an instance kept from before the
 *   change the notice announces has expired by then; its 15 s poll may show a change a second late.
 * Names of the school and classroom are kept PLACE_TTL_MS, as the authorizer keeps sites
 * (auth/account-reads.ts SITE_TTL_MS). A phone's own seat and answer are never kept: each phone
 * has its own, spread over the shards (data/shards.ts).
 */
import type { EntityRepository } from '../../data/entities';
import { ReadCache } from '../../data/read-cache';
import type { QuestionLinkRecord, SessionRecord } from '../../data/records';
import type { SessionStore } from '../../data/session-store';

/** How long an instance keeps a class's session, running question and link. */
export const CLASS_STATE_TTL_MS = 1_000;
/** How long an instance keeps the name of a school or a classroom. */
export const PLACE_TTL_MS = 10_000;

export interface ClassReadsDeps {
  entities: Pick<EntityRepository, 'get'>;
  sessions: Pick<SessionStore, 'runningLink' | 'lastStoppedLink'>;
  now?: () => number;
}

type Place = { name: string } | null;

export class ClassReads {
  private readonly sessionsById: ReadCache<SessionRecord | null>;
  private readonly running: ReadCache<string | null>;
  private readonly stopped: ReadCache<string | null>;
  private readonly links: ReadCache<QuestionLinkRecord | null>;
  private readonly places: ReadCache<Place>;

  constructor(deps: ClassReadsDeps) {
    const { entities, sessions, now } = deps;
    this.sessionsById = new ReadCache(
      CLASS_STATE_TTL_MS,
      (id) => entities.get<SessionRecord>('SESSION', id),
      now,
    );
    this.running = new ReadCache(CLASS_STATE_TTL_MS, (id) => sessions.runningLink(id), now);
    this.stopped = new ReadCache(CLASS_STATE_TTL_MS, (id) => sessions.lastStoppedLink(id), now);
    this.links = new ReadCache(
      CLASS_STATE_TTL_MS,
      (id) => entities.get<QuestionLinkRecord>('QUESTIONLINK', id),
      now,
    );
    this.places = new ReadCache(
      PLACE_TTL_MS,
      (key) => {
        const [type, id] = key.split('\n') as ['SITE' | 'SPOT', string];
        return entities.get<{ name: string }>(type, id);
      },
      now,
    );
  }

  session(id: string): Promise<SessionRecord | null> {
    return this.sessionsById.get(id);
  }

  runningLink(sessionId: string): Promise<string | null> {
    return this.running.get(sessionId);
  }

  lastStoppedLink(sessionId: string): Promise<string | null> {
    return this.stopped.get(sessionId);
  }

  link(id: string): Promise<QuestionLinkRecord | null> {
    return this.links.get(id);
  }

  /** A school's or a classroom's name, in the shape EntityRepository.get gives (remoteSessionOf). */
  readonly placeNames: Pick<EntityRepository, 'get'> = {
    get: <T>(type: string, id: string) => this.places.get(`${type}\n${id}`) as Promise<T | null>,
  };
}
