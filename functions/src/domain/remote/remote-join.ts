/**
 * Joining a class by its code (docs/sessions.md "Remote students", "Seat PINs", "Join limits"):
 * the public API key, a 6-digit code, a name and an optional number give the phone an app token
 * for one seat of the class. What keeps this door honest:
 * - attempts are limited per client and per code, counted before the code is looked at;
 * - a name on the classroom's roster is that student's seat, joined only with the seat's PIN the
 *   teacher's screen shows; any seat held by another phone is taken over only with its PIN;
 * - a name not on the roster is a student of this session only: the seat names them, and no user
 *   account is made (nothing lands in the school's user list).
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AppTokenClaims, TokenSigner } from '../../auth/tokens';
import { EntityMissingError, type EntityRepository, UniqueValueTakenError } from '../../data/entities';
import type { JoinLimitKey, JoinLimitStore } from '../../data/join-limit-store';
import type { AppRecord, RemoteSeatRecord, SessionRecord, UserRecord } from '../../data/records';
import type { RemoteSeatStore } from '../../data/remote-store';
import type { NoticePublisher } from '../../devices/graphql-notices';
import type { RemoteJoin } from '../../generated/graphql';
import { AppError, badRequest, ERROR_CODES } from '../../kernel/errors';
import { isStudent } from '../../kernel/roles';
import { parseArgs } from '../../kernel/validation';
import type { Roster } from '../users/user-support';
import { CLIENT_LIMIT, CODE_LIMIT } from './join-limits';
import { remoteSessionOf } from './remote-students';
import type { SeatPins } from './seat-pins';

/** A phone seen (joined or answered) this recently still "holds" its seat: another needs force. */
export const CONNECTED_MINUTES = 10;
/** App tokens last one school day at most; the class's end stops them earlier (authorizer). */
export const APP_TOKEN_HOURS = 12;
/** Ended sessions are looked up by code over this window (older codes are just "not found"). */
export const ENDED_CODE_HOURS = 24;
/** The notice a replaced phone gets (onNotice with its uuid): the spec's "logged in elsewhere". */
export const LOGGED_IN_ELSEWHERE = {
  noti: 'LOGGED_IN_ELSEWHERE',
  text: 'Logged in elsewhere as the same student.',
} as const;

/** Reads and conditional writes of a seat before giving up (joins of the same seat at once). */
const SEAT_ATTEMPTS = 5;

const joinInput = z.object({
  code: z.string().trim().max(32),
  name: z.string().trim().min(1, 'INVALID_INPUT:name').max(40, 'INVALID_INPUT:name'),
  no: z.number().int().min(0).max(9999).nullish(),
  uuid: z.string().trim().min(1).max(100).nullish(),
  force: z.boolean().nullish(),
  pin: z.string().trim().max(16).nullish(),
});
type JoinInput = z.infer<typeof joinInput>;

/** A name's normal form: case, spacing and Unicode form do not make another student. */
function normalName(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The seat a name and number stand for (a student not on the roster). */
export function seatOf(name: string, no: number | null | undefined): string {
  return `${normalName(name)}#${no ?? '-'}`;
}

/** The seat of a student on the classroom's roster: found by the user, whatever the spelling. */
export function rosterSeat(userId: string): string {
  return `ROSTER#${userId}`;
}

/** Is a seat held by a phone seen within CONNECTED_MINUTES? */
export function isConnected(seat: Pick<RemoteSeatRecord, 'seenAt'>, now: Date): boolean {
  return now.getTime() - Date.parse(seat.seenAt) < CONNECTED_MINUTES * 60_000;
}

/** Roster students a name and number stand for: first name, or last and first in either order. */
export function rosterMatches(roster: readonly UserRecord[], name: string, no: number | null | undefined) {
  const wanted = normalName(name);
  return roster.filter((user) => {
    const first = user.firstname ?? '';
    const last = user.lastname ?? '';
    const names = [first, `${last} ${first}`, `${first} ${last}`, `${last}${first}`].map(normalName);
    return names.includes(wanted) && (no === null || no === undefined || user.no === no);
  });
}

export interface RemoteJoinDeps {
  entities: EntityRepository;
  seats: RemoteSeatStore;
  roster: Pick<Roster, 'usersOfSpot'>;
  signer: TokenSigner;
  pins: SeatPins;
  limits: JoinLimitStore;
  /** Tells a replaced phone it lost its seat (best effort); unset: it only finds out on its next call. */
  notices?: NoticePublisher;
  now?: () => Date;
  log?: (message: string, details: Record<string, unknown>) => void;
}

/** The seat a join asks for: its key, the student it stands for, and whether a PIN must open it. */
interface WantedSeat {
  seat: string;
  studentId: string | null;
  name: string;
  no: number | null;
  rostered: boolean;
}

export class RemoteJoinService {
  constructor(private readonly deps: RemoteJoinDeps) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /** `client` is the caller's key (join-limits.ts clientKey). */
  async join(rawInput: unknown, client: string): Promise<RemoteJoin> {
    const input = parseArgs(joinInput, rawInput);
    const nowSeconds = Math.floor(this.now().getTime() / 1000);
    const keys: JoinLimitKey[] = [
      { scope: 'client', key: client, limit: CLIENT_LIMIT },
      { scope: 'code', key: /^\d{6}$/.test(input.code) ? input.code : 'invalid', limit: CODE_LIMIT },
    ];
    const verdict = await this.deps.limits.attempt(keys, nowSeconds);
    if (verdict.limited) throw tooManyAttempts(verdict.retryAfterSeconds);
    try {
      return await this.joinCounted(input);
    } catch (error) {
      // Guesses (an unknown or ended code, a wrong PIN) use up the window; other refusals do not.
      if (error instanceof AppError && GUESS_KEYS.has(String(error.info?.key)))
        await this.deps.limits.fail(keys, nowSeconds);
      throw error;
    }
  }

  private async joinCounted(input: JoinInput): Promise<RemoteJoin> {
    const session = await this.sessionOfCode(input.code);
    const wanted = await this.wantedSeat(session, input);
    let uuid = input.uuid ?? randomUUID();
    const first = await this.holdSeat(session, wanted, uuid, input);
    let held = first.held;
    if (!(await this.bindApp(session, uuid, held.studentId))) {
      // The uuid names another school's registered app: this phone continues under a new one
      // (what that replaces is this phone itself: the phone to tell is the first hold's).
      uuid = randomUUID();
      held = (await this.holdSeat(session, wanted, uuid, { ...input, force: true }, true)).held;
      await this.bindApp(session, uuid, held.studentId);
    }
    if (first.replaced) await this.tellReplaced(session, first.replaced);
    // The seat records who took part; the session only says it has phone seats (once).
    if (!session.phoneSeats) await this.deps.seats.markJoinedByPhone(session._id);
    const claims: AppTokenClaims = {
      sessionId: session._id,
      appUuid: uuid,
      studentId: held.studentId,
      seat: wanted.seat,
    };
    const expiresAt = new Date(this.now().getTime() + APP_TOKEN_HOURS * 3_600_000);
    return {
      token: await this.deps.signer.signApp(claims, expiresAt),
      app: { uuid: held.appUuid },
      student: { _id: held.studentId, firstname: wanted.name, no: wanted.no },
      session: await remoteSessionOf(this.deps.entities, session),
      pin: this.deps.pins.of(session._id, wanted.seat),
    };
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
   * A name on the classroom's roster is that student's seat, opened by its PIN (several students
   * of one name: the PIN tells which); the phone already holding it rejoins without one. Any
   * other name is a seat of this session only.
   */
  private async wantedSeat(session: SessionRecord, input: JoinInput): Promise<WantedSeat> {
    const roster = (await this.deps.roster.usersOfSpot(session.spotId)).filter(
      (user) => isStudent(user.role) && user.siteId === session.siteId,
    );
    const matches = rosterMatches(roster, input.name, input.no);
    if (matches.length === 0) {
      return {
        seat: seatOf(input.name, input.no),
        studentId: null,
        name: input.name,
        no: input.no ?? null,
        rostered: false,
      };
    }
    const asSeat = (user: UserRecord): WantedSeat => ({
      seat: rosterSeat(user._id),
      studentId: user._id,
      name: user.firstname ?? input.name,
      no: user.no,
      rostered: true,
    });
    if (input.uuid) {
      for (const user of matches) {
        const held = await this.deps.seats.seat(session._id, rosterSeat(user._id));
        if (held?.appUuid === input.uuid) return asSeat(user);
      }
    }
    if (!input.pin) throw pinRequired();
    const opened = matches.find((user) => this.deps.pins.opens(session._id, rosterSeat(user._id), input.pin));
    if (!opened) throw pinWrong();
    return asSeat(opened);
  }

  /**
   * Finds or creates the seat and gives it to this phone. Another phone's seat needs its PIN
   * (checked already for a rostered one), and, while that phone is connected, `force` (the
   * spec's confirm step). `replaced` is the phone that held it until now, if another.
   */
  private async holdSeat(
    session: SessionRecord,
    wanted: WantedSeat,
    uuid: string,
    input: JoinInput,
    ownPhone = false,
  ): Promise<{ held: RemoteSeatRecord; replaced: string | null }> {
    for (let attempt = 0; attempt < SEAT_ATTEMPTS; attempt += 1) {
      const now = this.now();
      const found = await this.deps.seats.seat(session._id, wanted.seat);
      if (!found) {
        const record: RemoteSeatRecord = {
          sessionId: session._id,
          seat: wanted.seat,
          studentId: wanted.studentId ?? randomUUID(),
          name: wanted.name,
          no: wanted.no,
          appUuid: uuid,
          seenAt: now.toISOString(),
          replaced: [],
          createdAt: now.toISOString(),
          updatedAt: now.toISOString(),
        };
        if (await this.deps.seats.createSeat(record)) return { held: record, replaced: null };
        continue;
      }
      if (found.appUuid !== uuid && !ownPhone) {
        if (!wanted.rostered && !input.pin) throw pinRequired();
        if (!wanted.rostered && !this.deps.pins.opens(session._id, wanted.seat, input.pin)) throw pinWrong();
        if (isConnected(found, now) && !input.force)
          throw badRequest('REMOTE_ALREADY_CONNECTED', 'This student is connected from another device.');
      }
      const held = await this.deps.seats.holdSeat(found, uuid, now.toISOString());
      if (held) return { held, replaced: found.appUuid === uuid ? null : found.appUuid };
    }
    throw new Error(`The remote seat ${wanted.seat} of ${session._id} kept changing`);
  }

  /**
   * Binds the phone's App record (by uuid) to the student and the class's site and classroom.
   * An app registered by staff of another school is never moved: false, the phone needs a new uuid.
   */
  private async bindApp(session: SessionRecord, uuid: string, studentId: string): Promise<boolean> {
    const entities = this.deps.entities;
    const to = { siteId: session.siteId, spotId: session.spotId };
    // The class the phone is in: the console finds a remote student of this session only by it.
    const info = { remote: true, session: session._id };
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
          info,
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
      const same = found.siteId === to.siteId && found.spotId === to.spotId && found.userId === studentId;
      if (same && found.info?.session === session._id) return true;
      const next = {
        ...found,
        ...to,
        userId: studentId,
        info: found.info?.remote ? info : found.info,
        updatedAt: now,
      };
      try {
        await entities.rescope('APP', next, found, to);
        return true;
      } catch (error) {
        // Changed meanwhile (another join of this phone): read it again.
        if (!(error instanceof EntityMissingError)) throw error;
      }
    }
    throw new Error(`The app ${uuid} kept changing`);
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
}

/** The refusals that are guesses: they count against the client's and the code's failures. */
const GUESS_KEYS = new Set(['CLASS_CODE_NOT_FOUND', 'CLASS_ENDED', 'SEAT_PIN_WRONG']);

function codeNotFound() {
  return badRequest('CLASS_CODE_NOT_FOUND', 'No class has this code.');
}

function classEnded() {
  return badRequest('CLASS_ENDED', 'This class has ended.');
}

function pinRequired() {
  return badRequest('SEAT_PIN_REQUIRED', "Enter this seat's PIN: your teacher's screen shows it.");
}

function pinWrong() {
  return badRequest('SEAT_PIN_WRONG', 'This PIN does not open this seat.');
}

function tooManyAttempts(retryAfterSeconds: number) {
  return new AppError(
    ERROR_CODES.RATE_LIMITED,
    `Too many attempts to join. Try again in ${retryAfterSeconds} seconds.`,
    { key: 'JOIN_RATE_LIMITED', retryAfterSeconds },
  );
}
