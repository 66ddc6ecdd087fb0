/**
 * Reads what results are made of (docs/exports.md): the question links of a session or of a
 * classroom's date range, their answers and the answering users, turned into the results model
 * (./results.ts) that the statistics queries and the export worker share.
 */
import type { EntityRepository } from '../data/entities';
import type { AnswerRecord, QuestionLinkRecord, SessionRecord, UserRecord } from '../data/records';
import type { ExportScope, ResultsStore } from '../data/results-store';
import type { SessionStore } from '../data/session-store';
import { type Results, resultsOf } from './results';

/** Links whose answers are read at once: enough to overlap round trips, few enough for one table. */
const PARALLEL_READS = 8;

export class ResultsSource {
  constructor(
    private readonly entities: EntityRepository,
    private readonly sessions: SessionStore,
    private readonly store: ResultsStore,
  ) {}

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

  async results(links: QuestionLinkRecord[]): Promise<Results> {
    const answers = await this.answersOf(links);
    const userIds = [...answers.values()].flat().map((answer) => answer.studentKey);
    // Keys that are no user id (device#, app#) are simply not found.
    const users = await this.entities.getMany<UserRecord>(
      'USER',
      userIds.filter((key) => !key.includes('#')),
    );
    return resultsOf(links, (linkId) => answers.get(linkId) ?? [], users);
  }
}
