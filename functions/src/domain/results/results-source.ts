/**
 * Reads what results are made of (docs/exports.md): the question links of a session or of a
 * classroom's date range, their answers and the answering users, turned into the results model
 * (./results.ts) that the statistics queries and the export worker share.
 */
import type { EntityRepository } from '../../data/entities';
import type { ListReader } from '../../data/lists';
import type { AnswerRecord, QuestionLinkRecord, SessionRecord, UserRecord } from '../../data/records';
import type { ExportScope, ResultsStore } from '../../data/results-store';
import type { SessionStore } from '../../data/session-store';
import { isStudent } from '../../kernel/roles';
import type { SessionStudents } from '../remote/session-students';
import { Roster } from '../users/user-support';
import { type Results, resultsOf } from './results';

/** Links whose answers are read at once: enough to overlap round trips, few enough for one table. */
const PARALLEL_READS = 8;

export class ResultsSource {
  private readonly roster: Roster;

  constructor(
    private readonly entities: EntityRepository,
    private readonly sessions: SessionStore,
    private readonly store: ResultsStore,
    lists: ListReader,
    /** Remote students of one session only: their seats name them (domain/remote/session-students.ts). */
    private readonly students?: SessionStudents,
  ) {
    this.roster = new Roster(entities, lists);
  }

  /**
   * The class of a scope: the classroom's students now (its users with no staff-like role, on
   * its site) and the phone participants of the sessions the links belong to, each once.
   */
  async classOf(scope: ExportScope, links: QuestionLinkRecord[]): Promise<UserRecord[]> {
    const sessionIds =
      'session' in scope ? [scope.session] : [...new Set(links.map((link) => link.sessionId))];
    const sessions = [...(await this.entities.getMany<SessionRecord>('SESSION', sessionIds)).values()];
    const spotId = 'spot' in scope ? scope.spot : sessions[0]?.spotId;
    const siteId = sessions[0]?.siteId ?? links[0]?.siteId;
    const rostered = spotId
      ? (await this.roster.usersOfSpot(spotId)).filter(
          (user) => isStudent(user.role) && user.siteId === siteId,
        )
      : [];
    const members = new Map(rostered.map((user) => [user._id, user]));
    // Who joined by phone: the sessions' seats, or the lists older sessions kept.
    const joined = (await this.students?.participantsOf(sessions)) ?? null;
    const phoneIds = sessions
      .flatMap((session) => joined?.get(session._id) ?? session.participants ?? [])
      .filter((id) => !members.has(id));
    const phoneUsers = await this.entities.getMany<UserRecord>('USER', phoneIds);
    const phones = (await this.students?.fill(phoneUsers, phoneIds, sessions)) ?? phoneUsers;
    for (const user of phones.values()) members.set(user._id, user);
    return [...members.values()];
  }

  /** The links a scope covers, oldest first (a missing session covers none). */
  async linksOf(scope: ExportScope): Promise<QuestionLinkRecord[]> {
    if ('session' in scope) {
      const session = await this.entities.get<SessionRecord>('SESSION', scope.session);
      return session ? this.store.linksOfSession(session.spotId, session._id) : [];
    }
    return this.store.linksOfSpot(scope.spot, scope.from, scope.to);
  }

  async answersOf(links: QuestionLinkRecord[]): Promise<Map<string, AnswerRecord[]>> {
    const answers = new Map<string, AnswerRecord[]>();
    for (let start = 0; start < links.length; start += PARALLEL_READS) {
      const batch = links.slice(start, start + PARALLEL_READS);
      const read = await Promise.all(batch.map((link) => this.sessions.answers(link._id)));
      for (const [position, link] of batch.entries()) answers.set(link._id, read[position] ?? []);
    }
    return answers;
  }

  /** The results of the links; `classList` adds rows for students who never answered. */
  async results(links: QuestionLinkRecord[], classList: UserRecord[] = []): Promise<Results> {
    const answers = await this.answersOf(links);
    const userIds = [...answers.values()].flat().map((answer) => answer.studentKey);
    // Keys that are no user id (device#, app#) are simply not found.
    const ids = userIds.filter((key) => !key.includes('#'));
    const found = await this.entities.getMany<UserRecord>('USER', ids);
    const sessions = [...new Set(links.map((link) => link.sessionId))].map((_id) => ({ _id, siteId: null }));
    const users = (await this.students?.fill(found, ids, sessions)) ?? found;
    return resultsOf(links, (linkId) => answers.get(linkId) ?? [], users, classList);
  }
}
