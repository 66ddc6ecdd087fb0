/**
 * The seat placement view's rows (spec section 4, "Students shown" and "Device and seat
 * linking"): the classroom's students whose seat has no remote app, plus the remote students of
 * the session, each with the button or phone linked to them and their answer to the question on
 * screen. Answers are keyed like the server's (docs/sessions.md "Answers"): the student's user id
 * when known, else `device#<MAC>`, else `app#<uuid>`.
 */

export interface StudentRef {
  _id: string;
  firstname?: string | null;
  lastname?: string | null;
  no?: number | null;
}

export interface DeviceRef {
  mac: string;
  label?: string | null;
  name?: string | null;
  user?: { _id: string } | null;
}

export interface AppRef {
  uuid: string;
  name?: string | null;
  user?: { _id: string } | null;
}

export interface Seat {
  student: StudentRef;
  remote: boolean;
  device: DeviceRef | null;
  app: AppRef | null;
  /** The answer as stored (ox: 1 or 2), or null while the student has not answered. */
  answer: string | null;
}

/** An answer as the link query or an onAnswers batch carries it. */
export interface AnswerLike {
  value: string;
  student?: { _id: string } | string | null;
  device?: { mac: string; user?: string | null } | null;
  app?: { uuid: string; user?: string | null } | null;
}

/** The server's student key of an answer. */
export function answerKey(answer: AnswerLike): string {
  if (typeof answer.student === 'string') return answer.student;
  const user = answer.student?._id ?? answer.device?.user ?? answer.app?.user;
  if (user) return user;
  if (answer.device) return `device#${answer.device.mac}`;
  if (answer.app) return `app#${answer.app.uuid}`;
  return 'unknown';
}

/** Seat order: numbered students by number, then the rest by name. */
function bySeat(a: Seat, b: Seat): number {
  const na = a.student.no ?? Number.POSITIVE_INFINITY;
  const nb = b.student.no ?? Number.POSITIVE_INFINITY;
  if (na !== nb) return na - nb;
  return displayName(a.student).localeCompare(displayName(b.student));
}

export function displayName(student: StudentRef): string {
  return [student.lastname, student.firstname].filter(Boolean).join(' ') || '-';
}

export function seatAnswer(
  answers: ReadonlyMap<string, string>,
  student: StudentRef,
  device: DeviceRef | null,
  app: AppRef | null,
): string | null {
  return (
    answers.get(student._id) ??
    (device ? answers.get(`device#${device.mac}`) : undefined) ??
    (app ? answers.get(`app#${app.uuid}`) : undefined) ??
    null
  );
}

/**
 * The students shown, the class's members on every screen of the running class (seat view,
 * counts, chart, class view, grouping, MBTI): each student of the classroom's roster and each
 * participant of this session, once. A student who joined this class by phone (a participant with
 * a phone linked to them) is shown among the phones with it; every other roster student on their
 * seat with their button. A phone linked to a student who has not joined this class (a link an
 * earlier class left) hides nobody and is shown on no seat.
 */
export function buildSeats(input: {
  roster: readonly StudentRef[];
  participants: readonly StudentRef[];
  devices: readonly DeviceRef[];
  apps: readonly AppRef[];
  answers: ReadonlyMap<string, string>;
}): Seat[] {
  const deviceOf = new Map<string, DeviceRef>();
  for (const device of input.devices) if (device.user) deviceOf.set(device.user._id, device);
  const joined = new Set(input.participants.map((student) => student._id));
  const phoneOf = new Map<string, AppRef>();
  for (const app of input.apps) if (app.user && joined.has(app.user._id)) phoneOf.set(app.user._id, app);
  const onRoster = new Set(input.roster.map((student) => student._id));

  const seat = (student: StudentRef, remote: boolean): Seat => {
    const device = deviceOf.get(student._id) ?? null;
    const app = phoneOf.get(student._id) ?? null;
    return { student, remote, device, app, answer: seatAnswer(input.answers, student, device, app) };
  };
  const seated = input.roster
    .filter((student) => !phoneOf.has(student._id))
    .map((student) => seat(student, false));
  // A roster student who joined by phone (with their seat PIN) is shown once, with the phone.
  const remote = [
    ...input.roster.filter((student) => phoneOf.has(student._id)),
    ...input.participants.filter((student) => !onRoster.has(student._id)),
  ].map((student) => seat(student, true));
  return [...seated.sort(bySeat), ...remote.sort(bySeat)];
}

/** Who is in the room and how many of them answered the question on screen. */
export interface RoomCount {
  answered: number;
  total: number;
}

/**
 * The "n of N answered" of every screen: the students shown, plus anyone who answered from no
 * seat (a button linked to no student), who counts as answered and as one of the class, as in the
 * server's survey rate and the class summary (docs/sessions.md "Answers").
 */
export function roomCount(seats: readonly Seat[], answers: ReadonlyMap<string, string>): RoomCount {
  const onSeats = new Set<string>();
  for (const seat of seats) {
    onSeats.add(seat.student._id);
    if (seat.device) onSeats.add(`device#${seat.device.mac}`);
    if (seat.app) onSeats.add(`app#${seat.app.uuid}`);
  }
  const unseated = [...answers.keys()].filter((key) => !onSeats.has(key)).length;
  const answered = seats.filter((seat) => seat.answer !== null).length;
  return { answered: answered + unseated, total: seats.length + unseated };
}

/** Answers keyed by student, the later of two for one key winning (events arrive in order). */
export function answerMap(answers: Iterable<AnswerLike>): Map<string, string> {
  const map = new Map<string, string>();
  for (const answer of answers) map.set(answerKey(answer), answer.value);
  return map;
}

/**
 * The first answer key that belongs to no seat on screen and names a student (not a bare device
 * or app): a remote student who joined after the screen read the participants.
 */
export function newcomerKey(seats: readonly Seat[], answers: ReadonlyMap<string, string>): string | null {
  const known = new Set(seats.map((seat) => seat.student._id));
  for (const key of answers.keys()) {
    if (!known.has(key) && !key.startsWith('device#') && !key.startsWith('app#')) return key;
  }
  return null;
}
