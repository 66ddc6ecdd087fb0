/**
 * Question links (spec sections 3 QuestionLink and 4 "Question", "Correct answer";
 * docs/sessions.md): a question asked in an ongoing session, with a copy of the question, its
 * answers, their count and the rate. One question runs per session at a time (the running
 * marker, data/session-store.ts). Access follows the stored link's site. This module is the
 * link's lifecycle (start, stop, reveal, correct answer, removal) and its listing; how a link
 * reads (answers, rate, rosters) is question-link-views.ts.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { UserCaller } from '../../auth/caller';
import { missingTarget, seesEverySite } from '../../auth/tenancy';
import type { EntityRepository } from '../../data/entities';
import type { ListFilter } from '../../data/lists';
import type { PlayListRecord, QuestionLinkRecord, SessionRecord } from '../../data/records';
import {
  LinkMissingError,
  SessionChangedError,
  type SessionStore,
  StartRefusedError,
} from '../../data/session-store';
import { askedQuestion } from '../../devices/answers';
import type { NoticePublisher } from '../../devices/graphql-notices';
import type { QuestionLink } from '../../generated/graphql';
import { badRequest, forbidden, notFound } from '../../kernel/errors';
import { type PageRequest, pageOf } from '../../kernel/paging';
import { idSchema, jsonInput, parseArgs } from '../../kernel/validation';
import type { QuestionAccess } from '../questions/question-access';
import type { QuestionService } from '../questions/questions';
import { type ScopedDeps, scopedPage } from '../scoped';
import { CLASS_NOTICES, publishClassNotice } from './class-notices';
import { QuestionLinkViews } from './question-link-views';
import { openCondition } from './sessions';

/** The longest time limit a question can be given (an hour: longer is "no limit"). */
export const MAX_TIME_LIMIT_SECONDS = 3600;

const startInput = z.object({
  session: idSchema,
  question: idSchema,
  playlist: idSchema.nullish(),
  index: z.number().int('INVALID_PLAYLIST_INDEX').min(0, 'INVALID_PLAYLIST_INDEX').nullish(),
  limit: z
    .number()
    .int('INVALID_TIME_LIMIT')
    .min(0, 'INVALID_TIME_LIMIT')
    .max(MAX_TIME_LIMIT_SECONDS, 'INVALID_TIME_LIMIT')
    .nullish(),
  liveResults: z.boolean().nullish(),
});
const linkPatch = z.object({
  correct: z.string().trim().max(10, 'INVALID_CORRECT').nullish(),
  info: jsonInput.nullish(),
});
const linkFilter = z
  .object({
    session: idSchema.nullish(),
    site: idSchema.nullish(),
    spot: idSchema.nullish(),
    askedBy: idSchema.nullish(),
    ongoing: z.boolean().nullish(),
  })
  .nullish();
const answererFilter = z.string().min(1).max(128).nullish();

/** Retries of a start or stop that met a concurrent change of the running marker. */
const ATTEMPTS = 5;

/**
 * Joins list conditions with AND. Each condition keeps any OR inside parentheses (DynamoDB refuses
 * redundant ones), and names and values are distinct by construction.
 */
function allOf(...filters: (ListFilter | undefined)[]): ListFilter | undefined {
  const present = filters.filter((filter): filter is ListFilter => Boolean(filter));
  if (present.length === 0) return undefined;
  return {
    expression: present.map((filter) => filter.expression).join(' AND '),
    names: Object.assign({}, ...present.map((filter) => filter.names)),
    values: Object.assign({}, ...present.map((filter) => filter.values)),
  };
}

/**
 * A new correct answer for the asked question: quiz only; O/X as O, X, 1 or 2 (kept as 1 or 2),
 * multiple choice a choice number.
 */
export function normalizeCorrect(link: Pick<QuestionLinkRecord, 'question'>, raw: string): string {
  const question = askedQuestion(link);
  const value = raw.trim().toUpperCase();
  if (question.type !== 'quiz') throw badRequest('INVALID_CORRECT', 'A survey has no correct answer.');
  if (question.answerType === 'ox') {
    if (value === 'O' || value === '1') return '1';
    if (value === 'X' || value === '2') return '2';
  } else if (/^[1-9]$/.test(value) && Number(value) <= question.selection.length) return value;
  throw badRequest('INVALID_CORRECT', `${raw} is not a valid correct answer.`);
}

export class QuestionLinkService {
  constructor(
    private readonly deps: ScopedDeps,
    private readonly store: SessionStore,
    private readonly access: QuestionAccess,
    questions: QuestionService,
    /** Tells the class's remote phones that a question started or stopped (docs/sessions.md). */
    private readonly notices?: NoticePublisher,
  ) {
    this.linkViews = new QuestionLinkViews(deps, store, questions);
  }

  private readonly linkViews: QuestionLinkViews;

  private get entities(): EntityRepository {
    return this.deps.entities;
  }

  private async view(record: QuestionLinkRecord): Promise<QuestionLink> {
    return (await this.linkViews.views([record]))[0] as QuestionLink;
  }

  /**
   * A link named by id. The policy has checked its stored site (rule `link`) and lets an unknown
   * id through for system and admin only, so a missing link here is theirs to be told about (or
   * one removed since the check).
   */
  private async stored(id: string): Promise<QuestionLinkRecord | null> {
    return this.entities.get<QuestionLinkRecord>('QUESTIONLINK', id);
  }

  private async existing(id: string): Promise<QuestionLinkRecord> {
    const found = await this.stored(id);
    if (!found) throw notFound('Question link');
    return found;
  }

  async get(id: string): Promise<QuestionLink | null> {
    const found = await this.stored(id);
    return found ? this.view(found) : null;
  }

  /**
   * Links newest first. `session` lists that session's links (read from its classroom's list);
   * userFilter / appFilter keep links answered by that student / app, which reads the answers
   * of every candidate link, so they page in memory and need a session or spot filter.
   */
  async list(
    caller: UserCaller,
    request: PageRequest,
    rawFilter: unknown,
    rawUser: unknown,
    rawApp: unknown,
  ) {
    const filter = parseArgs(linkFilter, rawFilter) ?? {};
    const user = parseArgs(answererFilter, rawUser);
    const app = parseArgs(answererFilter, rawApp);
    // These filters read the answers of every candidate link: only within one session or classroom.
    if ((user || app) && !filter.session && !filter.spot)
      throw badRequest('FILTER_NEEDS_SCOPE', 'userFilter and appFilter need a session or spot filter.');
    let where = { site: filter.site, spot: filter.spot };
    let ofSession: ListFilter | undefined;
    if (filter.session) {
      // An optional list filter, which no rule can require: its reach is checked here.
      const session = await this.deps.tenancy.reachStored(
        caller,
        await this.entities.get<SessionRecord>('SESSION', filter.session),
      );
      if (!session) return { data: [], total: 0 };
      where = { site: null, spot: session.spotId };
      ofSession = {
        expression: '#session = :session',
        names: { '#session': 'sessionId' },
        values: { ':session': session._id },
      };
    }
    const askedBy: ListFilter | undefined = filter.askedBy
      ? { expression: '#asker = :asker', names: { '#asker': 'userId' }, values: { ':asker': filter.askedBy } }
      : undefined;
    const conditions = allOf(ofSession, askedBy, openCondition('end', filter.ongoing));
    if (!user && !app) {
      const page = await scopedPage<QuestionLinkRecord>(
        this.deps,
        'QUESTIONLINK',
        caller,
        request,
        where,
        conditions,
      );
      return { data: await this.linkViews.views(page.data), total: page.total };
    }
    // Always a filtered read, which reads the whole partition (an unfiltered one stops at one query).
    const every = allOf(conditions, {
      expression: 'attribute_exists(#any)',
      names: { '#any': 'sessionId' },
      values: {},
    });
    const all = await scopedPage<QuestionLinkRecord>(
      this.deps,
      'QUESTIONLINK',
      caller,
      { page: 0, perPage: 100_000 },
      where,
      every,
    );
    const kept: QuestionLinkRecord[] = [];
    for (const link of all.data) {
      const answers = await this.store.answers(link._id);
      const byUser = !user || answers.some((answer) => answer.student === user || answer.studentKey === user);
      const byApp = !app || answers.some((answer) => answer.app?.uuid === app);
      if (byUser && byApp) kept.push(link);
    }
    const page = pageOf(kept, request);
    return { data: await this.linkViews.views(page.data), total: page.total };
  }

  /** The playlist position of a Quiz Express run: the caller's playlist naming this question there. */
  private async playlistPosition(
    caller: UserCaller,
    input: z.infer<typeof startInput>,
  ): Promise<{ playlistId: string | null; index: number | null }> {
    if (!input.playlist) return { playlistId: null, index: null };
    const playlist = await this.entities.get<PlayListRecord>('PLAYLIST', input.playlist);
    if (!playlist || (playlist.ownerId !== caller.userId && !seesEverySite(caller)))
      throw badRequest('UNKNOWN_PLAYLIST', `Playlist ${input.playlist} is not yours.`);
    const index = input.index ?? -1;
    if (playlist.list[index]?.questionId !== input.question)
      throw badRequest('INVALID_PLAYLIST_INDEX', `The playlist has not this question at ${input.index}.`);
    return { playlistId: playlist._id, index };
  }

  async start(caller: UserCaller, rawInput: unknown): Promise<QuestionLink> {
    const input = parseArgs(startInput, rawInput);
    // The policy has checked the session's site (rule `session`); unknown ids pass for system and admin only.
    const session = await this.entities.get<SessionRecord>('SESSION', input.session);
    if (!session) throw notFound('Session');
    if (session.endtime) throw badRequest('SESSION_ENDED', 'This class has ended.');
    // Not tenancy: a question belongs to a user, so whether the caller may ask it is the library's rule.
    const question = (await this.access.readable(caller, [input.question])).get(input.question);
    if (!question) throw forbidden();
    const now = new Date().toISOString();
    const link: QuestionLinkRecord = {
      _id: randomUUID(),
      sessionId: session._id,
      siteId: session.siteId,
      spotId: session.spotId,
      questionId: question._id,
      question: [[question]],
      correct: question.type === 'quiz' ? question.correct : null,
      end: null,
      userId: caller.userId,
      info: null,
      ...(await this.playlistPosition(caller, input)),
      limit: input.limit ? input.limit : null,
      liveResults: input.liveResults ?? false,
      revealedAt: null,
      createdAt: now,
      updatedAt: now,
    };
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      try {
        await this.store.startLink(link);
        await publishClassNotice(this.notices, link, CLASS_NOTICES.questionStarted);
        if (!question.usedAt) await this.access.markUsed(question._id, now);
        return this.view(link);
      } catch (error) {
        if (error instanceof StartRefusedError && error.reason === 'ended')
          throw badRequest('SESSION_ENDED', 'This class has ended.');
        if (error instanceof StartRefusedError) await this.refuseIfRunning(session._id);
        else if (!(error instanceof SessionChangedError)) throw error;
      }
    }
    throw new Error(`Question start in session ${session._id} kept conflicting`);
  }

  /**
   * The marker is held: QUESTION_IN_PROGRESS when its link still runs. A marker whose link has
   * ended or is gone (a failure between two writes) is released so the start can be retried.
   */
  private async refuseIfRunning(sessionId: string): Promise<void> {
    const running = await this.store.runningLink(sessionId);
    if (!running) return;
    const link = await this.entities.get<QuestionLinkRecord>('QUESTIONLINK', running);
    if (link && !link.end)
      throw badRequest('QUESTION_IN_PROGRESS', 'A question is already in progress.', { link: running });
    await this.store.releaseMarker(sessionId, running);
  }

  /** Stops the question (idempotent): its end is set and its answers kept. */
  async stop(id: string): Promise<{ success: boolean }> {
    const link = await this.existing(id);
    if (link.end) return { success: true };
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const running = await this.store.runningLink(link.sessionId);
      try {
        await this.store.stopLink(link, new Date().toISOString(), running === link._id);
        await publishClassNotice(this.notices, link, CLASS_NOTICES.questionStopped);
        return { success: true };
      } catch (error) {
        if (!(error instanceof SessionChangedError)) throw error;
      }
    }
    throw new Error(`Question link ${id} kept changing while it was stopped`);
  }

  /**
   * Shows a stopped question's results and correct answer to the class: the projected view and
   * the phones (a class notice makes them read again). Refused while the question runs, so the
   * answer is never shown to students who can still change theirs. Revealing again is a no-op.
   */
  async reveal(id: string): Promise<QuestionLink> {
    const link = await this.existing(id);
    if (!link.end)
      throw badRequest('QUESTION_NOT_STOPPED', 'Stop the question before revealing its results.');
    if (link.revealedAt) return this.view(link);
    const now = new Date().toISOString();
    const updated = await this.entities.update<QuestionLinkRecord>('QUESTIONLINK', link._id, {
      revealedAt: now,
      updatedAt: now,
    });
    await publishClassNotice(this.notices, link, CLASS_NOTICES.resultsRevealed);
    return this.view(updated);
  }

  /** Removes the link's answers, to ask it again from nothing. */
  async clear(id: string): Promise<{ success: boolean }> {
    const link = await this.existing(id);
    await this.store.deleteAnswers(link._id);
    return { success: true };
  }

  async update(id: string, rawPatch: unknown): Promise<QuestionLink> {
    const patch = parseArgs(linkPatch, rawPatch);
    const link = await this.existing(id);
    const updated = await this.entities.update<QuestionLinkRecord>('QUESTIONLINK', link._id, {
      correct: patch.correct ? normalizeCorrect(link, patch.correct) : undefined,
      info: patch.info ?? undefined,
      updatedAt: new Date().toISOString(),
    });
    return this.view(updated);
  }

  /**
   * Removes the link and its answers; a running link frees its session for the next question
   * (the marker is released in the same transaction as the delete). A link removed meanwhile by
   * another call is missing like any other: Forbidden, or NotFound for system and admin.
   */
  async remove(caller: UserCaller, id: string): Promise<{ success: boolean }> {
    // Removed by another call after the policy read it: missing, as the write below would find it.
    const link = await this.stored(id);
    if (!link) throw missingTarget(caller, notFound('Question link'));
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      const running = await this.store.runningLink(link.sessionId);
      try {
        await this.store.removeLink(link, running === link._id);
        await this.store.deleteAnswers(link._id);
        return { success: true };
      } catch (error) {
        if (error instanceof LinkMissingError) throw missingTarget(caller, notFound('Question link'));
        if (!(error instanceof SessionChangedError)) throw error;
      }
    }
    throw new Error(`Question link ${id} kept changing while it was removed`);
  }
}
