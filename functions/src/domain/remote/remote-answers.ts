/**
 * A remote student's answer (docs/sessions.md "Remote students"): stored like a button's press
 * (one answer per student and link, the later press wins), then told to the teacher's console.
 * A hall of phones answers at once, so one answer costs as little as it can:
 * - the link is kept per instance (LINK_TTL_MS): only its never-changing parts are used (its
 *   question, class and start); whether it still runs is the session's running marker, which
 *   the authorizer passes on (caller.runningLink) as its instance read it within
 *   CLASS_STATE_TTL_MS (class-reads.ts): a question stopped is refused within that second, and a
 *   question just started is read again before an answer to it is refused;
 * - one conditional Put; its outcome says first, replaced or ignored, so no read of the link's
 *   answers follows (it read the whole answer partition per answer: 500 phones, 125,000 items);
 * - first answers are counted, events published, and the count read after a replacement, one
 *   call per link at a time with the answers that arrived meanwhile (KeyedBatcher);
 * - the seat's "seen" time, which keeps a phone holding its seat (CONNECTED_MINUTES), is written
 *   at most every SEEN_REFRESH_MS: the authorizer passes the time it read.
 */
import { z } from 'zod';
import type { AppCaller } from '../../auth/caller';
import type { AnswerStore } from '../../data/answer-store';
import type { EntityRepository } from '../../data/entities';
import { ReadCache } from '../../data/read-cache';
import type { QuestionLinkRecord } from '../../data/records';
import type { RemoteSeatStore } from '../../data/remote-store';
import type { SessionStore } from '../../data/session-store';
import type { AnswerEvent, AnswerNotifier } from '../../devices/answer-events';
import { type AnswerRecorder, askedQuestion, normalizeAnswer } from '../../devices/answers';
import type { RemoteAnswer } from '../../generated/graphql';
import { badRequest, forbidden } from '../../kernel/errors';
import { idSchema, parseArgs } from '../../kernel/validation';
import { KeyedBatcher } from './keyed-batcher';
import { answerTime } from './remote-students';

/** How long an instance keeps a question link it read (its question copy never changes). */
export const LINK_TTL_MS = 5 * 60_000;
/** A seat's seenAt older than this is refreshed by an answer (far below CONNECTED_MINUTES). */
export const SEEN_REFRESH_MS = 60_000;

const answerInput = z.object({
  questionLink: idSchema,
  value: z.string().trim().min(1, 'INVALID_ANSWER').max(10, 'INVALID_ANSWER'),
  at: z.iso.datetime({ offset: true, message: 'INVALID_ANSWER_TIME' }).nullish(),
});

export interface RemoteAnswerDeps {
  entities: EntityRepository;
  sessions: Pick<SessionStore, 'runningLink'>;
  answers: AnswerRecorder;
  storedAnswers: Pick<AnswerStore, 'answer' | 'answerCount'>;
  seats: Pick<RemoteSeatStore, 'touch'>;
  notifier: AnswerNotifier;
  now?: () => Date;
  log?: (message: string, details: Record<string, unknown>) => void;
}

export class RemoteAnswerService {
  private readonly links: ReadCache<QuestionLinkRecord | null>;
  /** First answers added to a link's count: one ADD for those that arrive together. */
  private readonly counts: KeyedBatcher<null, number>;
  /** The count after replaced answers: one read for those that arrive together. */
  private readonly countReads: KeyedBatcher<null, number>;
  /** Answer events of a link: one publish for those that arrive together. */
  private readonly events: KeyedBatcher<AnswerEvent, null>;

  constructor(private readonly deps: RemoteAnswerDeps) {
    this.links = new ReadCache(
      LINK_TTL_MS,
      (id) => deps.entities.get<QuestionLinkRecord>('QUESTIONLINK', id),
      deps.now ? () => (deps.now as () => Date)().getTime() : undefined,
    );
    this.counts = new KeyedBatcher(async (linkId, added) => {
      const total = await deps.answers.countFirstAnswers(linkId, added.length);
      // In arrival order, each first answer one more than the one before.
      return added.map((_, index) => total - added.length + 1 + index);
    });
    this.countReads = new KeyedBatcher(async (linkId, waiting) => {
      const count = await deps.storedAnswers.answerCount(linkId);
      return waiting.map(() => count);
    });
    this.events = new KeyedBatcher(async (_linkId, events) => {
      try {
        await deps.notifier.answersChanged(events);
      } catch (error) {
        // The answers are stored; the console reloads the link when it notices a gap.
        deps.log?.('Answer notification failed', { link: events[0]?.questionLink, error: String(error) });
      }
      return events.map(() => null);
    });
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  async answer(caller: AppCaller, rawInput: unknown): Promise<RemoteAnswer> {
    const input = parseArgs(answerInput, rawInput);
    const [link, told] = await Promise.all([
      this.links.get(input.questionLink),
      caller.runningLink !== undefined
        ? caller.runningLink || null
        : this.deps.sessions.runningLink(caller.sessionId),
    ]);
    // Another class's link, or none: the same refusal, so a phone cannot probe ids.
    if (!link || link.sessionId !== caller.sessionId) throw forbidden();
    // The authorizer's running link is as its instance read it within CLASS_STATE_TTL_MS
    // (class-reads.ts): a question started since is read again before the answer is refused.
    const running =
      told === link._id || caller.runningLink === undefined
        ? told
        : await this.deps.sessions.runningLink(caller.sessionId);
    if (running !== link._id)
      throw badRequest('QUESTION_STOPPED', 'This question is not running.', {
        reason: 'no-question-running',
      });
    const arrival = this.now();
    const at = answerTime(input.at, arrival, link.createdAt);
    const app = { uuid: caller.appUuid, user: caller.studentId };
    const written = await this.deps.answers.recordPress(
      link,
      { value: input.value, at, receivedAt: arrival.getTime(), student: caller.studentId, app },
      arrival.getTime(),
    );
    const seenAt = Date.parse(caller.seenAt ?? '');
    if (!(arrival.getTime() - seenAt < SEEN_REFRESH_MS))
      await this.deps.seats.touch(caller.sessionId, caller.seat, caller.appUuid, arrival.toISOString());
    if (written === 'ignored') {
      // A later answer of the student is stored: say which.
      const stored = await this.deps.storedAnswers.answer(link._id, caller.studentId);
      if (!stored) throw new Error(`The answer of ${caller.studentId} to ${link._id} is missing`);
      return { questionLink: link._id, outcome: 'ignored', value: stored.value, at: stored.at };
    }
    const value = normalizeAnswer(askedQuestion(link), input.value);
    const count =
      written === 'first'
        ? await this.counts.submit(link._id, null)
        : await this.countReads.submit(link._id, null);
    await this.events.submit(link._id, {
      questionLink: link._id,
      session: link.sessionId,
      site: link.siteId,
      spot: link.spotId,
      student: caller.studentId,
      value,
      device: null,
      app: { uuid: caller.appUuid },
      at,
      countOfAnswers: count,
    });
    return { questionLink: link._id, outcome: 'recorded', value, at };
  }
}
