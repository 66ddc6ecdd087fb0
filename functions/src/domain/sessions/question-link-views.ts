/**
 * How question links read (spec section 3 QuestionLink; docs/sessions.md): the view of a stored
 * link with its site, classroom, asker, question copies, answers and rate. Split from the link
 * lifecycle (question-links.ts) because it is the part that reads around the link: sessions,
 * rosters and the students who answered.
 */
import type { EntityRepository } from '../../data/entities';
import type { AnswerRecord, QuestionLinkRecord, SessionRecord, UserRecord } from '../../data/records';
import type { SessionStore } from '../../data/session-store';
import { askedQuestion, linkRate } from '../../devices/answers';
import type { Answer, QuestionLink } from '../../generated/graphql';
import { isStudent } from '../../kernel/roles';
import { jsonOutput } from '../../kernel/validation';
import type { QuestionService } from '../questions/questions';
import { refsOf, type ScopedDeps, userRef } from '../scoped';
import { Roster } from '../users/user-support';

export class QuestionLinkViews {
  constructor(
    private readonly deps: ScopedDeps,
    private readonly store: SessionStore,
    private readonly questions: QuestionService,
  ) {
    this.roster = new Roster(deps.entities, deps.lists);
  }

  private readonly roster: Roster;

  private get entities(): EntityRepository {
    return this.deps.entities;
  }

  /**
   * Who a survey's rate counts, per session: the classroom's students (its users with no
   * staff-like role) and the session's remote participants together, since roster students
   * answer with buttons while remote students answer by phone in the same class.
   */
  private async surveyRosters(records: QuestionLinkRecord[], sessions: Map<string, SessionRecord>) {
    const rosters = new Map<string, string[]>();
    // One roster read per classroom, however many of its sessions the page holds.
    const students = new Map<string, string[]>();
    // Who joined by phone, for the sessions of the page's surveys: their seats, or older sessions' lists.
    const surveyed = [...sessions.values()].filter((session) =>
      records.some((record) => record.sessionId === session._id && askedQuestion(record).type !== 'quiz'),
    );
    const joined = (await this.deps.students?.participantsOf(surveyed)) ?? null;
    for (const record of records) {
      if (rosters.has(record.sessionId) || askedQuestion(record).type === 'quiz') continue;
      const session = sessions.get(record.sessionId);
      const participants = joined?.get(record.sessionId) ?? session?.participants ?? [];
      const place = `${record.siteId}#${record.spotId}`;
      let roster = students.get(place);
      if (!roster) {
        roster = (await this.roster.usersOfSpot(record.spotId))
          .filter((user) => isStudent(user.role) && user.siteId === record.siteId)
          .map((user) => user._id);
        students.set(place, roster);
      }
      rosters.set(record.sessionId, [...roster, ...participants]);
    }
    return rosters;
  }

  async views(records: QuestionLinkRecord[]): Promise<QuestionLink[]> {
    const answers = await Promise.all(records.map((record) => this.store.answers(record._id)));
    const answerStudents = answers.flat().flatMap((answer) => (answer.student ? [answer.student] : []));
    const [refs, sessions, questions, studentUsers] = await Promise.all([
      refsOf(this.entities, records),
      this.entities.getMany<SessionRecord>(
        'SESSION',
        records.map((record) => record.sessionId),
      ),
      this.questions.views(records.flatMap((record) => record.question.flat())),
      this.entities.getMany<UserRecord>('USER', answerStudents),
    ]);
    const rosters = await this.surveyRosters(records, sessions);
    // Remote students of one session only have no user: their seat names them.
    const students =
      (await this.deps.students?.fill(studentUsers, answerStudents, [...sessions.values()])) ?? studentUsers;
    let next = 0;
    return records.map((record, position) => {
      const { site, spot, user } = refs(record);
      const linkAnswers = answers[position] ?? [];
      const participants = rosters.get(record.sessionId) ?? [];
      return {
        _id: record._id,
        session: record.sessionId,
        end: record.end,
        site: site ?? { _id: record.siteId, name: '' },
        spot: spot ?? { _id: record.spotId, name: '' },
        question: record.question.map((group) => group.map(() => questions[next++] as (typeof questions)[0])),
        answers: linkAnswers.map((answer) => this.answerView(answer, students)),
        countOfAnswers: linkAnswers.length,
        correct: record.correct,
        rate: linkRate(record, linkAnswers, participants),
        info: jsonOutput(record.info),
        user,
        limit: record.limit ?? null,
        liveResults: record.liveResults ?? false,
        revealedAt: record.revealedAt ?? null,
        createdAt: record.createdAt,
        updatedAt: record.updatedAt,
      };
    });
  }

  private answerView(answer: AnswerRecord, students: Map<string, UserRecord>): Answer {
    const student = answer.student ? students.get(answer.student) : undefined;
    return {
      _id: answer.studentKey,
      value: answer.value,
      device: answer.device,
      app: answer.app,
      student: student ? userRef(student) : null,
      at: answer.at,
    };
  }
}
