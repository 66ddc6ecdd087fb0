/**
 * Statistics of results (spec sections 1 "Results", 3 "Spot" derived fields, 9 "Statistics"):
 * per question asked (distribution, correct rate, response times from the question's start), per
 * student (answers, correct count and rate in a session or across a classroom's sessions) and per
 * classroom (questions asked and answers received over the last days). Access follows the stored
 * link's, session's or classroom's site, never a site from the input.
 */
import type { UserCaller } from '../../auth/caller';
import type { Tenancy } from '../../auth/tenancy';
import type { EntityRepository } from '../../data/entities';
import type { AnswerRecord, QuestionLinkRecord, SessionRecord, SpotRecord } from '../../data/records';
import type { ResultsStore } from '../../data/results-store';
import { askedQuestion } from '../../devices/answers';
import type { QuestionLinkStats, SpotStats, StudentResult } from '../../generated/graphql';
import { badRequest } from '../../kernel/errors';
import { answerIndex, correctRate, labelOf, type Results, studentSummary } from './results';
import type { ResultsSource } from './results-source';

export interface StatisticsDeps {
  entities: EntityRepository;
  tenancy: Tenancy;
  store: ResultsStore;
  source: ResultsSource;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const SPOT_STATS_MAX_DAYS = 31;
/** Every link of a classroom: the key range below and above any ISO time. */
const ALL_TIME = { from: '0000', to: '9999' } as const;

/** The values a question offers, in order: O and X, the choices, or the survey's 1..5. */
function offeredValues(link: QuestionLinkRecord): string[] {
  const question = askedQuestion(link);
  if (question.answerType === 'ox') return ['1', '2'];
  const count = question.answerType === 'multiple' ? question.selection.length : 5;
  return Array.from({ length: count }, (_, position) => String(position + 1));
}

/** A title with its translations as the schema's LangText (a legacy ko key is not part of it). */
function langText(title: QuestionLinkRecord['question'][number][number]['title']) {
  return { main: title.main, en: title.en ?? null, es: title.es ?? null };
}

/** A choice as the schema's Choice: the translations null when absent (older choices have none). */
function choiceText(choice: QuestionLinkRecord['question'][number][number]['selection'][number]) {
  return { title: choice.title, en: choice.en ?? null, es: choice.es ?? null, image: choice.image ?? null };
}

function median(sorted: number[]): number | null {
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? 0) + upper) / 2;
}

/** Questions and answers per UTC day over [since, now], oldest day first. */
export interface Activity {
  links: QuestionLinkRecord[];
  questionCount: number;
  answerCount: number;
  perDay: { date: string; questions: number; answers: number }[];
}

/** A classroom's activity over its last days: its links in the range and their answer counts. */
export async function spotActivity(store: ResultsStore, spotId: string, days: number, now = new Date()) {
  const since = new Date(now.getTime() - days * DAY_MS).toISOString();
  const links = await store.linksOfSpot(spotId, since, `${now.toISOString()}~`);
  const counts = await Promise.all(links.map((link) => store.answerCount(link._id)));
  const perDay = Array.from({ length: days }, (_, position) => ({
    date: new Date(now.getTime() - (days - 1 - position) * DAY_MS).toISOString().slice(0, 10),
    questions: 0,
    answers: 0,
  }));
  links.forEach((link, position) => {
    const day = perDay.find((entry) => entry.date === link.createdAt.slice(0, 10)) ?? perDay[0];
    if (!day) return;
    day.questions += 1;
    day.answers += counts[position] ?? 0;
  });
  const activity: Activity = {
    links,
    questionCount: links.length,
    answerCount: counts.reduce((sum, count) => sum + count, 0),
    perDay,
  };
  return activity;
}

export class StatisticsService {
  constructor(private readonly deps: StatisticsDeps) {}

  /** An optional filter's target, read here and answered as the policy would (Tenancy.reachStored). */
  private reach<T extends { siteId: string }>(caller: UserCaller, found: T | null): Promise<T | null> {
    return this.deps.tenancy.reachStored(caller, found);
  }

  /** The policy has checked the link's site (rule `link`); a missing one passes for system and admin only. */
  async questionLink(id: string): Promise<QuestionLinkStats | null> {
    const link = await this.deps.entities.get<QuestionLinkRecord>('QUESTIONLINK', id);
    if (!link) return null;
    const question = (await this.deps.source.results([link])).questions[0];
    const answers = question?.answers ?? [];
    const asked = askedQuestion(link);
    const counts = new Map(offeredValues(link).map((value) => [value, 0]));
    for (const answer of answers) counts.set(answer.value, (counts.get(answer.value) ?? 0) + 1);
    const times = answers
      .map((answer) => answer.responseMs)
      .filter((ms): ms is number => ms !== null)
      .sort((a, b) => a - b);
    return {
      questionLink: link._id,
      session: link.sessionId,
      title: asked.title.main,
      text: langText(asked.title),
      type: asked.type,
      answerType: asked.answerType,
      correct: question?.correct ?? null,
      choices: asked.answerType === 'multiple' ? asked.selection.map(choiceText) : [],
      countOfAnswers: answers.length,
      correctRate: asked.type === 'quiz' ? correctRate({ answers }) : null,
      distribution: [...counts].map(([value, count]) => ({
        value,
        label: labelOf(asked.answerType, value),
        count,
      })),
      responseTimes: {
        average: times.length > 0 ? times.reduce((sum, ms) => sum + ms, 0) / times.length : null,
        median: median(times),
        min: times[0] ?? null,
        max: times.at(-1) ?? null,
      },
    };
  }

  /**
   * Per-student results of a session, or of every session of a classroom (all its links: a
   * classroom's history is read whole, so this is for one classroom at a time).
   */
  async studentResults(
    caller: UserCaller,
    scope: { session?: string | null; spot?: string | null; student?: string | null },
  ): Promise<StudentResult[]> {
    let links: QuestionLinkRecord[];
    if (scope.session) {
      const session = await this.reach(
        caller,
        await this.deps.entities.get<SessionRecord>('SESSION', scope.session),
      );
      if (!session) return [];
      links = await this.deps.store.linksOfSession(session.spotId, session._id);
    } else if (scope.spot) {
      const spot = await this.reach(caller, await this.deps.entities.get<SpotRecord>('SPOT', scope.spot));
      if (!spot) return [];
      links = await this.deps.store.linksOfSpot(spot._id, ALL_TIME.from, ALL_TIME.to);
    } else throw badRequest('FILTER_NEEDS_SCOPE', 'studentResults needs a session or a spot.');
    return this.rows(await this.deps.source.results(links), scope.student ?? null);
  }

  private rows(results: Results, only: string | null): StudentResult[] {
    const index = answerIndex(results);
    return results.students
      .filter((student) => !only || student.key === only || student.userId === only)
      .map((student) => {
        const summary = studentSummary(results, index, student.key);
        return {
          key: student.key,
          userId: student.userId,
          name: student.name,
          no: student.no,
          answered: summary.answered,
          graded: summary.graded,
          correctCount: summary.correctCount,
          rate: summary.rate,
          answers: summary.answers.map(({ question, answer }) => ({
            questionLink: question.linkId,
            session: question.sessionId,
            title: question.title,
            text: langText(question.texts),
            value: answer.value,
            label: answer.label,
            correct: answer.correct,
            at: answer.at,
            responseMs: answer.responseMs,
          })),
        };
      });
  }

  async spot(spotId: string, rawDays: unknown): Promise<SpotStats> {
    const days = typeof rawDays === 'number' ? rawDays : 7;
    if (!Number.isInteger(days) || days < 1 || days > SPOT_STATS_MAX_DAYS)
      throw badRequest('INVALID_DAYS', `days must be a whole number from 1 to ${SPOT_STATS_MAX_DAYS}.`);
    // The policy has checked the classroom's site (rule `spot`); a missing one passes for system and admin only.
    const spot = await this.deps.entities.get<SpotRecord>('SPOT', spotId);
    if (!spot) return { spot: spotId, days, questionCount: 0, answerCount: 0, perDay: [] };
    const activity = await spotActivity(this.deps.store, spot._id, days);
    return {
      spot: spot._id,
      days,
      questionCount: activity.questionCount,
      answerCount: activity.answerCount,
      perDay: activity.perDay,
    };
  }
}

/** Spot derived fields (spec section 3): the last 7 days' counts and, for a detail, its links. */
export const SPOT_ACTIVITY_DAYS = 7;

export class SpotActivityReader {
  constructor(
    private readonly store: ResultsStore,
    private readonly source: ResultsSource,
  ) {}

  async lastWeek(spotId: string, withAnswers: boolean) {
    const activity = await spotActivity(this.store, spotId, SPOT_ACTIVITY_DAYS);
    const answers = withAnswers
      ? await this.source.answersOf(activity.links)
      : new Map<string, AnswerRecord[]>();
    return {
      questionCount: activity.questionCount,
      answerCount: activity.answerCount,
      links: activity.links.map((link) => ({
        _id: link._id,
        answers: (answers.get(link._id) ?? []).map((answer) => ({
          _id: answer.studentKey,
          value: answer.value,
        })),
      })),
    };
  }
}
