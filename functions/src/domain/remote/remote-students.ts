/**
 * Remote students (spec sections 2 "/remote", 4 "Device and seat linking", docs/sessions.md
 * "Remote students"): with the app token that joining gives (remote-join.ts), a student reads
 * their class and answers the running question like a button does (remote-answers.ts, the app as
 * sender). The identity is the seat in the session, the phone (app uuid) only holds it: the
 * authorizer lets a token in while its phone still holds the seat of an ongoing class.
 */
import type { AppCaller } from '../../auth/caller';
import type { AppTokenClaims } from '../../auth/tokens';
import type { AnswerStore } from '../../data/answer-store';
import type { EntityRepository } from '../../data/entities';
import type { RemoteSeatRecord, SessionRecord } from '../../data/records';
import type { RemoteSeatStore } from '../../data/remote-store';
import type { SessionStore } from '../../data/session-store';
import type { UserStore } from '../../data/users';
import { askedQuestion } from '../../devices/answers';
import type { RemoteClass, RemoteQuestion, RemoteSession, RemoteStudent } from '../../generated/graphql';
import { forbidden } from '../../kernel/errors';
import { mainTitle } from '../questions/question-rules';
import { ClassReads } from './class-reads';
import { isSessionOnly } from './session-students';

/** How far before its arrival the phone's own answer time is believed (network delay). */
export const ANSWER_LEEWAY_MS = 10_000;

/**
 * The press time of a remote answer: the phone's time when it is at most ANSWER_LEEWAY_MS before
 * the arrival (a slow network), else the arrival; never before the question started.
 */
export function answerTime(claimed: string | null | undefined, arrival: Date, startedAt: string): string {
  const claimedMs = claimed ? Date.parse(claimed) : Number.NaN;
  const arrivalMs = arrival.getTime();
  const pressed = claimedMs <= arrivalMs && claimedMs >= arrivalMs - ANSWER_LEEWAY_MS ? claimedMs : arrivalMs;
  return new Date(Math.max(pressed, Date.parse(startedAt))).toISOString();
}

/** The class as a phone sees it: its code and start, with its school's and classroom's names. */
export async function remoteSessionOf(
  entities: Pick<EntityRepository, 'get'>,
  session: SessionRecord,
): Promise<RemoteSession> {
  const [site, spot] = await Promise.all([
    entities.get<{ name: string }>('SITE', session.siteId),
    entities.get<{ name: string }>('SPOT', session.spotId),
  ]);
  return {
    _id: session._id,
    code: session.code,
    site: { _id: session.siteId, name: site?.name ?? '' },
    spot: { _id: session.spotId, name: spot?.name ?? '' },
    starttime: session.starttime,
  };
}

export interface RemoteStudentDeps {
  entities: EntityRepository;
  users: UserStore;
  seats: RemoteSeatStore;
  sessions: SessionStore;
  /** One student's stored answer (the phone's own answer in `remoteClass`). */
  storedAnswers: Pick<AnswerStore, 'answer'>;
  now?: () => Date;
  log?: (message: string, details: Record<string, unknown>) => void;
}

export class RemoteStudentService {
  /** The class's hot reads, kept per instance (class-reads.ts). */
  private readonly classReads: ClassReads;

  constructor(private readonly deps: RemoteStudentDeps) {
    const now = deps.now ? () => (deps.now as () => Date)().getTime() : undefined;
    this.classReads = new ClassReads({ entities: deps.entities, sessions: deps.sessions, now });
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /**
   * What the phone shows: its class (ended in the moment between the authorizer and this read
   * too), its student, and the current question with the student's own stored answer.
   */
  async remoteClass(caller: AppCaller): Promise<RemoteClass> {
    const [session, seat] = await Promise.all([
      this.classReads.session(caller.sessionId),
      this.deps.seats.seat(caller.sessionId, caller.seat),
    ]);
    const student = seat ? await this.studentOf(seat) : null;
    // The authorizer has just seen both; gone since: nothing to show this phone.
    if (!session || !student) throw forbidden();
    const [summary, question] = await Promise.all([
      remoteSessionOf(this.classReads.placeNames, session),
      session.endtime ? null : this.currentQuestion(session._id, caller.studentId),
    ]);
    return {
      session: summary,
      endtime: session.endtime ?? null,
      student,
      question,
      now: this.now().toISOString(),
    };
  }

  /** The seat's student: named on the seat when they exist in this session only, else the roster user. */
  private async studentOf(seat: RemoteSeatRecord): Promise<RemoteStudent | null> {
    if (isSessionOnly(seat)) return { _id: seat.studentId, firstname: seat.name, no: seat.no ?? null };
    const user = await this.deps.users.getById(seat.studentId);
    return user ? { _id: user._id, firstname: user.firstname, no: user.no } : null;
  }

  /**
   * The session's running question as the phone shows it (choices without the correct answer),
   * or else the one stopped last, so the phone can say its answer was received and, once the
   * teacher reveals, whether it was right.
   */
  private async currentQuestion(sessionId: string, studentId: string): Promise<RemoteQuestion | null> {
    const id =
      (await this.classReads.runningLink(sessionId)) ?? (await this.classReads.lastStoppedLink(sessionId));
    if (!id) return null;
    const [link, own] = await Promise.all([
      this.classReads.link(id),
      this.deps.storedAnswers.answer(id, studentId),
    ]);
    if (!link || link.sessionId !== sessionId) return null;
    const asked = askedQuestion(link);
    const revealed = Boolean(link.end && link.revealedAt);
    return {
      questionLink: link._id,
      title: { main: mainTitle(asked), en: asked.title.en ?? null, es: asked.title.es ?? null },
      type: asked.type,
      answerType: asked.answerType,
      image: asked.image ?? null,
      audio: asked.audio ?? null,
      selection: asked.selection.map((choice) => ({
        title: choice.title,
        en: choice.en || null,
        es: choice.es || null,
        image: choice.image ?? null,
      })),
      startedAt: link.createdAt,
      limit: link.limit ?? null,
      end: link.end,
      revealed,
      correct: revealed && asked.type === 'quiz' ? link.correct : null,
      answer: own?.value ?? null,
      answeredAt: own?.at ?? null,
    };
  }

  /**
   * The seat, if the token's phone still holds it in a class that is still ongoing (the
   * authorizer), with the link the class runs (null: none). The seat is read on every request,
   * so a phone that lost it is refused at once; the class's state as this instance read it within
   * CLASS_STATE_TTL_MS (class-reads.ts), since every phone of a hall asks for the same.
   */
  async heldSeat(
    claims: AppTokenClaims,
  ): Promise<{ seat: RemoteSeatRecord; runningLink: string | null } | null> {
    const [held, session, runningLink] = await Promise.all([
      this.deps.seats.seat(claims.sessionId, claims.seat),
      this.classReads.session(claims.sessionId),
      this.classReads.runningLink(claims.sessionId),
    ]);
    if (!held || held.appUuid !== claims.appUuid || held.studentId !== claims.studentId) return null;
    return session && !session.endtime ? { seat: held, runningLink } : null;
  }
}
