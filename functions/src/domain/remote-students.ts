/**
 * Remote students (spec sections 2 "/remote", 4 "Device and seat linking", docs/sessions.md
 * "Remote students"): a student joins an ongoing class by its code with a name and number and gets
 * an app token; with it they answer the running question like a button does (remote-answers.ts,
 * the app as sender). The identity is the seat (name + number) in the session, the phone (app uuid)
 * only holds it: a refresh or a new phone finds the same student and keeps their answers, and a
 * phone seen recently is taken over only with `force` (the spec's confirm prompt); the phone that
 * lost the seat gets an exit notice.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AppCaller } from '../auth/caller';
import type { AppTokenClaims, TokenSigner } from '../auth/tokens';
import type { AnswerStore } from '../data/answer-store';
import { EntityMissingError, type EntityRepository, UniqueValueTakenError } from '../data/entities';
import type {
  AppRecord,
  QuestionLinkRecord,
  RemoteSeatRecord,
  SessionRecord,
  UserRecord,
} from '../data/records';
import type { RemoteSeatStore } from '../data/remote-store';
import type { SessionStore } from '../data/session-store';
import type { UserStore } from '../data/users';
import type { NoticeMessage, NoticePublisher } from '../devices/graphql-notices';
import type { RemoteClass, RemoteJoin, RemoteQuestion } from '../generated/graphql';
import { askedQuestion } from './answers';
import { badRequest, forbidden } from './errors';
import { newUserRecord } from './new-user';
import { mainTitle } from './question-rules';
import { studentUid } from './user-support';
import { parseArgs } from './validation';

/** A phone seen (joined or answered) this recently still "holds" its seat: another needs force. */
export const CONNECTED_MINUTES = 10;
/** App tokens last one school day at most; the class's end stops them earlier (authorizer). */
export const APP_TOKEN_HOURS = 12;
/** How far before its arrival the phone's own answer time is believed (network delay). */
export const ANSWER_LEEWAY_MS = 10_000;
/** Ended sessions are looked up by code over this window (older codes are just "not found"). */
export const ENDED_CODE_HOURS = 24;
/** The notice a replaced phone gets (onNotice with its uuid): the spec's "logged in elsewhere". */
export const LOGGED_IN_ELSEWHERE = {
  noti: 'LOGGED_IN_ELSEWHERE',
  text: 'Logged in elsewhere as the same student.',
} as const;
/**
 * Notices to a class's classroom when its question starts or stops and when it ends: a remote
 * student's phone, subscribed to `onNotice(site, spot)`, reads `remoteClass` again on each.
 */
export const CLASS_NOTICES = {
  questionStarted: { noti: 'QUESTION_STARTED', text: 'A question has started.' },
  questionStopped: { noti: 'QUESTION_STOPPED', text: 'The question has stopped.' },
  resultsRevealed: { noti: 'RESULTS_REVEALED', text: 'The results are shown.' },
  classEnded: { noti: 'CLASS_ENDED', text: 'This class has ended.' },
} as const;

/**
 * Publishes a class notice, best effort: the start, stop or end is already stored, and a phone
 * that missed the notice catches up on its next poll of `remoteClass`.
 */
export async function publishClassNotice(
  notices: NoticePublisher | undefined,
  scope: { siteId: string; spotId: string },
  notice: Pick<NoticeMessage, 'noti' | 'text'>,
  log: (message: string, details: Record<string, unknown>) => void = console.warn,
): Promise<void> {
  if (!notices) return;
  try {
    await notices.publish({ site: scope.siteId, spot: scope.spotId, ...notice });
  } catch (error) {
    log('Class notice failed', { noti: notice.noti, spot: scope.spotId, error: String(error) });
  }
}

/** Reads and conditional writes of a seat before giving up (joins of the same seat at once). */
const SEAT_ATTEMPTS = 5;

const joinInput = z.object({
  code: z.string().trim().max(32),
  name: z.string().trim().min(1, 'INVALID_INPUT:name').max(40, 'INVALID_INPUT:name'),
  no: z.number().int().min(0).max(9999).nullish(),
  uuid: z.string().trim().min(1).max(100).nullish(),
  force: z.boolean().nullish(),
});

/** The seat a name and number stand for: case, spacing and Unicode form do not make another student. */
export function seatOf(name: string, no: number | null | undefined): string {
  const normalized = name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
  return `${normalized}#${no ?? '-'}`;
}

/** Is a seat held by a phone seen within CONNECTED_MINUTES? */
export function isConnected(seat: Pick<RemoteSeatRecord, 'seenAt'>, now: Date): boolean {
  return now.getTime() - Date.parse(seat.seenAt) < CONNECTED_MINUTES * 60_000;
}

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

export interface RemoteStudentDeps {
  entities: EntityRepository;
  users: UserStore;
  seats: RemoteSeatStore;
  sessions: SessionStore;
  /** One student's stored answer (the phone's own answer in `remoteClass`). */
  storedAnswers: Pick<AnswerStore, 'answer'>;
  signer: TokenSigner;
  /** Tells a replaced phone it lost its seat (best effort); unset: it only finds out on its next call. */
  notices?: NoticePublisher;
  now?: () => Date;
  log?: (message: string, details: Record<string, unknown>) => void;
}

export class RemoteStudentService {
  constructor(private readonly deps: RemoteStudentDeps) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /** The ongoing session of a join code, or CLASS_ENDED / CLASS_CODE_NOT_FOUND. */
  private async sessionOfCode(code: string): Promise<SessionRecord> {
    if (!/^\d{6}$/.test(code)) throw codeNotFound();
    const id = await this.deps.entities.ownerOf('SESSIONCODE', code);
    const session = id ? await this.deps.entities.get<SessionRecord>('SESSION', id) : null;
    if (session && !session.endtime) return session;
    if (session) throw classEnded();
    // An ended session freed its code: look for it among the recent sessions.
    const since = new Date(this.now().getTime() - ENDED_CODE_HOURS * 3_600_000).toISOString();
    const recent = await this.deps.seats.recentSessionWithCode(code, since);
    if (recent?.endtime) throw classEnded();
    throw codeNotFound();
  }

  /**
   * Finds or creates the seat and gives it to this phone; REMOTE_ALREADY_CONNECTED unless forced.
   * `replaced` is the phone that held it until now, if another.
   */
  private async holdSeat(
    session: SessionRecord,
    seat: string,
    uuid: string,
    force: boolean,
  ): Promise<{ held: RemoteSeatRecord; replaced: string | null }> {
    for (let attempt = 0; attempt < SEAT_ATTEMPTS; attempt += 1) {
      const now = this.now();
      const found = await this.deps.seats.seat(session._id, seat);
      if (!found) {
        const record: RemoteSeatRecord = {
          sessionId: session._id,
          seat,
          studentId: randomUUID(),
          appUuid: uuid,
          seenAt: now.toISOString(),
          replaced: [],
          createdAt: now.toISOString(),
          updatedAt: now.toISOString(),
        };
        if (await this.deps.seats.createSeat(record)) return { held: record, replaced: null };
        continue;
      }
      if (found.appUuid !== uuid && isConnected(found, now) && !force)
        throw badRequest('REMOTE_ALREADY_CONNECTED', 'This student is connected from another device.');
      const held = await this.deps.seats.holdSeat(found, uuid, now.toISOString());
      if (held) return { held, replaced: found.appUuid === uuid ? null : found.appUuid };
    }
    throw new Error(`The remote seat ${seat} of ${session._id} kept changing`);
  }

  /** The seat's student user, created with the seat's id when missing (the seat is written first). */
  private async student(session: SessionRecord, held: RemoteSeatRecord, name: string, no: number | null) {
    const found = await this.deps.users.getById(held.studentId);
    if (found) return found;
    const user: UserRecord = {
      ...newUserRecord({
        uid: studentUid(session.spotId),
        firstname: name,
        no,
        role: { user: true },
        siteId: session.siteId,
        info: { remote: { session: session._id, spot: session.spotId } },
      }),
      _id: held.studentId,
    };
    try {
      return await this.deps.users.create(user);
    } catch (error) {
      // Two joins of a new seat at once: the other one may have created the student.
      const again = await this.deps.users.getById(held.studentId);
      if (again) return again;
      throw error;
    }
  }

  /**
   * Binds the phone's App record (by uuid) to the student and the class's site and classroom.
   * An app registered by staff of another school is never moved: false, the phone needs a new uuid.
   */
  private async bindApp(session: SessionRecord, uuid: string, studentId: string): Promise<boolean> {
    const entities = this.deps.entities;
    const to = { siteId: session.siteId, spotId: session.spotId };
    for (let attempt = 0; attempt < SEAT_ATTEMPTS; attempt += 1) {
      const id = await entities.ownerOf('APPUUID', uuid);
      const found = id ? await entities.get<AppRecord>('APP', id) : null;
      const now = this.now().toISOString();
      if (!found) {
        const app: AppRecord = {
          _id: randomUUID(),
          uuid,
          sn: null,
          name: null,
          description: null,
          status: 'remote',
          ...to,
          userId: studentId,
          active: true,
          info: { remote: true },
          createdAt: now,
          updatedAt: now,
        };
        try {
          await entities.create('APP', app, to, [{ kind: 'APPUUID', value: uuid }]);
          return true;
        } catch (error) {
          if (!(error instanceof UniqueValueTakenError)) throw error;
          continue;
        }
      }
      if (!found.info?.remote && found.siteId !== session.siteId) return false;
      if (found.siteId === to.siteId && found.spotId === to.spotId && found.userId === studentId) return true;
      try {
        await entities.rescope('APP', { ...found, ...to, userId: studentId, updatedAt: now }, found, to);
        return true;
      } catch (error) {
        // Changed meanwhile (another join of this phone): read it again.
        if (!(error instanceof EntityMissingError)) throw error;
      }
    }
    throw new Error(`The app ${uuid} kept changing`);
  }

  async join(rawInput: unknown): Promise<RemoteJoin> {
    const input = parseArgs(joinInput, rawInput);
    const session = await this.sessionOfCode(input.code);
    const seat = seatOf(input.name, input.no);
    let uuid = input.uuid ?? randomUUID();
    const first = await this.holdSeat(session, seat, uuid, input.force ?? false);
    let held = first.held;
    const student = await this.student(session, held, input.name, input.no ?? null);
    if (!(await this.bindApp(session, uuid, student._id))) {
      // The uuid names another school's registered app: this phone continues under a new one
      // (what that replaces is this phone itself: the phone to tell is the first hold's).
      uuid = randomUUID();
      held = (await this.holdSeat(session, seat, uuid, true)).held;
      await this.bindApp(session, uuid, student._id);
    }
    if (first.replaced) await this.tellReplaced(session, first.replaced);
    if (!session.participants.includes(student._id))
      await this.deps.seats.addParticipant(session._id, student._id);
    const claims: AppTokenClaims = { sessionId: session._id, appUuid: uuid, studentId: student._id, seat };
    const expiresAt = new Date(this.now().getTime() + APP_TOKEN_HOURS * 3_600_000);
    const [site, spot] = await Promise.all([
      this.deps.entities.get<{ name: string }>('SITE', session.siteId),
      this.deps.entities.get<{ name: string }>('SPOT', session.spotId),
    ]);
    return {
      token: await this.deps.signer.signApp(claims, expiresAt),
      app: { uuid: held.appUuid },
      student: { _id: student._id, firstname: student.firstname, no: student.no },
      session: {
        _id: session._id,
        code: session.code,
        site: { _id: session.siteId, name: site?.name ?? '' },
        spot: { _id: session.spotId, name: spot?.name ?? '' },
        starttime: session.starttime,
      },
    };
  }

  /**
   * What the phone shows: its class (ended in the moment between the authorizer and this read
   * too), its student, and the current question with the student's own stored answer.
   */
  async remoteClass(caller: AppCaller): Promise<RemoteClass> {
    const [session, student] = await Promise.all([
      this.deps.entities.get<SessionRecord>('SESSION', caller.sessionId),
      this.deps.users.getById(caller.studentId),
    ]);
    // The authorizer has just seen both; gone since: nothing to show this phone.
    if (!session || !student) throw forbidden();
    const [site, spot, question] = await Promise.all([
      this.deps.entities.get<{ name: string }>('SITE', session.siteId),
      this.deps.entities.get<{ name: string }>('SPOT', session.spotId),
      session.endtime ? null : this.currentQuestion(session._id, caller.studentId),
    ]);
    return {
      session: {
        _id: session._id,
        code: session.code,
        site: { _id: session.siteId, name: site?.name ?? '' },
        spot: { _id: session.spotId, name: spot?.name ?? '' },
        starttime: session.starttime,
      },
      endtime: session.endtime ?? null,
      student: { _id: student._id, firstname: student.firstname, no: student.no },
      question,
      now: this.now().toISOString(),
    };
  }

  /**
   * The session's running question as the phone shows it (choices without the correct answer),
   * or else the one stopped last, so the phone can say its answer was received and, once the
   * teacher reveals, whether it was right.
   */
  private async currentQuestion(sessionId: string, studentId: string): Promise<RemoteQuestion | null> {
    const id =
      (await this.deps.sessions.runningLink(sessionId)) ??
      (await this.deps.sessions.lastStoppedLink(sessionId));
    if (!id) return null;
    const [link, own] = await Promise.all([
      this.deps.entities.get<QuestionLinkRecord>('QUESTIONLINK', id),
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
   * The exit message to the phone that lost its seat: a notice to its app uuid, which its
   * `onNotice(site, app: uuid)` receives (its token stops at the authorizer from now on).
   */
  private async tellReplaced(session: SessionRecord, app: string): Promise<void> {
    try {
      await this.deps.notices?.publish({
        site: session.siteId,
        spot: session.spotId,
        app,
        ...LOGGED_IN_ELSEWHERE,
      });
    } catch (error) {
      // The seat has moved either way; the old phone finds out on its next call.
      this.deps.log?.('Exit notice failed', { session: session._id, error: String(error) });
    }
  }

  /**
   * The seat, if the token's phone still holds it in a class that is still ongoing (the
   * authorizer): the seat and the session in one request.
   */
  async heldSeat(claims: AppTokenClaims): Promise<RemoteSeatRecord | null> {
    const { seat: held, session } = await this.deps.seats.seatWithSession(claims.sessionId, claims.seat);
    if (!held || held.appUuid !== claims.appUuid || held.studentId !== claims.studentId) return null;
    return session && !session.endtime ? held : null;
  }
}

function codeNotFound() {
  return badRequest('CLASS_CODE_NOT_FOUND', 'No class has this code.');
}

function classEnded() {
  return badRequest('CLASS_ENDED', 'This class has ended.');
}
