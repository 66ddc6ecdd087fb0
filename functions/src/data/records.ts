/**
 * Stored shapes of the items the foundation reads and writes. Secret attributes (password hash)
 * live only here; views in domain/ pick fields explicitly, so they can never reach a client.
 */
import type { RoleFlags } from '../kernel/roles';

export interface Timestamps {
  createdAt: string;
  updatedAt: string;
}

export interface RefRecord {
  _id: string;
  name: string;
}

export interface DistRecord extends Timestamps {
  _id: string;
  title: string;
  distributorId: string | null;
  /** Wording overrides: { "<lang>": { "<KEY>": "text" } }. */
  translations: Record<string, Record<string, string>> | null;
  info: Record<string, unknown> | null;
}

export interface SiteRecord extends Timestamps {
  _id: string;
  name: string;
  category: { _id: string; title: string } | null;
  distId: string | null;
  description: string | null;
  address: string | null;
  active: boolean;
  info: Record<string, unknown> | null;
}

export interface SpotRecord extends Timestamps {
  _id: string;
  name: string;
  siteId: string;
  siteName: string;
  description: string | null;
  address: string | null;
  active: boolean;
  private: boolean;
  multiple: boolean;
  image: { _id: string | null; path: string } | null;
  info: Record<string, unknown> | null;
}

export interface UserRecord extends Timestamps {
  _id: string;
  uid: string;
  firstname: string | null;
  lastname: string | null;
  no: number | null;
  tel: string | null;
  email: string | null;
  role: RoleFlags;
  /** The distributor a distributor-role user works for. */
  distId: string | null;
  siteId: string | null;
  spots: RefRecord[];
  private_policy: { agree: boolean; date: string | null };
  info: Record<string, unknown> | null;
  active: boolean;
  verified: boolean;
  /** scrypt hash (see auth/password.ts); absent for students, who never sign in. */
  passwordHash?: string;
}

export interface DeviceRecord extends Timestamps {
  _id: string;
  mac: string;
  sn: string | null;
  name: string | null;
  description?: string | null;
  info?: Record<string, unknown> | null;
  label: string | null;
  status: string | null;
  siteId: string | null;
  spotId: string | null;
  userId: string | null;
  active: boolean;
}

export interface ScannerRecord extends Timestamps {
  _id: string;
  scid: string;
  mac: string | null;
  name: string | null;
  status: string | null;
  siteId: string | null;
  spotId: string | null;
  alive: string | null;
  active: boolean;
  sn?: string | null;
  uuid?: string | null;
  description?: string | null;
  info?: Record<string, unknown> | null;
  /**
   * The wizard's last set-wifi request: its id and whether it carried a password (never the
   * password), so the reply can tell ScannerData whether the joined network has one.
   */
  wifiRequest?: { requestId: string; secured: boolean } | null;
}

/** A remote student app, identified by the uuid it generates on first start. */
export interface AppRecord extends Timestamps {
  _id: string;
  uuid: string;
  sn: string | null;
  name: string | null;
  description: string | null;
  status: string | null;
  siteId: string | null;
  spotId: string | null;
  userId: string | null;
  active: boolean;
  info: Record<string, unknown> | null;
}

export interface ProductRecord extends Timestamps {
  _id: string;
  code: string;
  name: string;
  uuid: string | null;
  desc: string | null;
  launched: string | null;
  type: string | null;
  options: Record<string, unknown> | null;
}

export interface ServiceRecord extends Timestamps {
  _id: string;
  title: string;
  uuid: string | null;
  type: string | null;
  description: string | null;
  productId: string | null;
  sqs: string | null;
  posttitle: string | null;
}

export interface CategoryRecord extends Timestamps {
  _id: string;
  key: string;
  title: string;
  description: string | null;
  serviceId: string | null;
}

export interface BlacklistRecord extends Timestamps {
  _id: string;
  /** Canonical MAC (kernel/mac.ts); also claimed as UNIQUE#BLACKLIST#<mac>. */
  mac: string;
  /** Who blacklisted it. */
  userId: string | null;
  description: string | null;
}

/** An uploaded file: the bytes live in the files bucket under `key`; `path` is what clients load. */
export interface FileRecord {
  _id: string;
  name: string;
  mimetype: string;
  category: string | null;
  size: number;
  key: string;
  path: string;
  siteId: string | null;
  userId: string;
  createdAt: string;
}

/**
 * A question of a teacher's library, listed under its owner (keys.ts ownerPartition). Fields after
 * `order` came with the question library (issue 4); older items (the demo seed) may lack them, and
 * an older title may carry its main text as `ko` (domain/questions/questions.ts reads it as main).
 */
export interface QuestionRecord extends Timestamps {
  _id: string;
  title: { main: string; en?: string | null; es?: string | null; ko?: string | null };
  description: string | null;
  type: 'quiz' | 'survey';
  answerType: 'ox' | 'multiple' | 'survey';
  difficulty: 'high' | 'middle' | 'low' | null;
  /** The choices; `en` and `es` are optional translations of `title` (older items have none). */
  selection: { title: string; en?: string | null; es?: string | null; image: string | null }[];
  correct: string | null;
  active: boolean;
  ownerId: string;
  siteId: string | null;
  order: number;
  group?: string | null;
  externalDB?: string | null;
  category?: { _id: string; title: string | null } | null;
  grade?: number | null;
  subject?: string | null;
  unit?: string | null;
  required?: boolean | null;
  sound?: string | null;
  audio?: string | null;
  image?: string | null;
  link?: string | null;
  /** When the question was first asked in a class (question-links.ts start); absent: never. */
  usedAt?: string | null;
  ballot?: boolean | null;
  mbti?: string | null;
}

/** A Quiz Express playlist: questions by id, in the order given (views resolve them). */
export interface PlayListRecord extends Timestamps {
  _id: string;
  title: string;
  description: string | null;
  list: { order: number; questionId: string; externalDB: string | null }[];
  info: Record<string, unknown> | null;
  ownerId: string;
}

/** One teacher's questions shared with another until `duedate`; questionIds null = whole library. */
export interface QuestionShareRecord extends Timestamps {
  _id: string;
  fromId: string;
  toId: string;
  duedate: string;
  questionIds: string[] | null;
  externalDB: string | null;
}

/**
 * A class session of one classroom (docs/sessions.md): ongoing while `endtime` is null. Its join
 * `code` (6 digits) and its classroom are claimed as unique values while it is ongoing.
 */
export interface SessionRecord extends Timestamps {
  _id: string;
  code: string;
  siteId: string;
  spotId: string;
  starttime: string;
  endtime: string | null;
  /** The teacher who opened it. */
  userId: string;
  /**
   * Students who joined by phone (user ids), as sessions before seats were sharded kept them.
   * Newer sessions leave it empty and set `phoneSeats`: their seats name who joined.
   */
  participants: string[];
  /** Joined by phone at least once: the seats (keys.ts remoteSeatKey) list its participants. */
  phoneSeats?: boolean;
  info: Record<string, unknown> | null;
}

/**
 * A question asked in a session. `question` is the spec's list of lists holding a copy of the
 * question as it was when asked, so later edits of the library do not change past results.
 */
export interface QuestionLinkRecord extends Timestamps {
  _id: string;
  sessionId: string;
  siteId: string;
  spotId: string;
  questionId: string;
  question: QuestionRecord[][];
  /** The correct answer used for the rates (the question's unless changed); null for surveys. */
  correct: string | null;
  /** Set when the question was stopped; null while it runs. */
  end: string | null;
  userId: string;
  info: Record<string, unknown> | null;
  /** A Quiz Express run: the playlist and the 0-based position of the question in it. */
  playlistId: string | null;
  index: number | null;
  /** The time limit in seconds chosen at the start; absent on links stored before it existed. */
  limit?: number | null;
  /** The projected view shows the chart while the question runs. */
  liveResults?: boolean;
  /** When the teacher revealed results and correct answer to the class (revealQuestionLink). */
  revealedAt?: string | null;
}

/**
 * One student's answer to one question link (keys.ts answerKey). The item keeps the latest press
 * (devices/sequence.ts isLaterPress): `seq` orders presses of the same `sender` only; presses of
 * different senders are ordered by `serverAt`, then `receivedAt`.
 */
export interface AnswerRecord {
  linkId: string;
  studentKey: string;
  /** ox: 1 for O, 2 for X; otherwise the pressed number. */
  value: string;
  /** Where the press came from: `scanner#<scid>`, `device#<MAC>`, `app#<uuid>` or `user#<id>`. */
  sender: string;
  /** The sender's press sequence; comparable only with presses of the same sender. */
  seq: number;
  /** The press time (server clock, ISO) as given. */
  at: string;
  /** `at` in Unix ms. */
  serverAt: number;
  /** When the press reached the server (Unix ms): the tie-break between senders. */
  receivedAt: number;
  student: string | null;
  device: { mac: string; user: string | null } | null;
  app: { uuid: string; user: string | null } | null;
}

export interface AuthSessionRecord {
  sid: string;
  userId: string;
  createdAt: string;
  /** Epoch seconds; DynamoDB TTL removes the item some time after. */
  expiresAt: number;
  revokedAt: string | null;
}

export interface LoginThrottleRecord {
  uid: string;
  /** Sign-in attempts counted in the current window (before each password check). */
  attempts: number;
  /** Epoch seconds: the window ends and the count starts over. */
  windowEnds: number;
  lockedUntil?: number;
  expiresAt: number;
}

/**
 * A remote student's seat in one class session (keys.ts remoteSeatKey): who they are (a student
 * user made for the session) and which phone holds the seat now. Joining from another phone while
 * `seenAt` is recent needs `force`, and the phone it replaces is kept in `replaced`.
 */
export interface RemoteSeatRecord {
  sessionId: string;
  /**
   * What the seat is found by: the normalized name and number of a remote student, or
   * `ROSTER#<userId>` for a student on the classroom's roster (docs/sessions.md "Seat PINs").
   */
  seat: string;
  /** The roster user, or the id of a remote student who exists in this session only (no account). */
  studentId: string;
  /** The student as the seat shows them: the name and number given at the first join (absent on older seats). */
  name?: string;
  no?: number | null;
  /** The phone holding the seat: its app uuid. */
  appUuid: string;
  /** The last join or answer from that phone (ISO). */
  seenAt: string;
  /** Phones that held the seat before a forced take-over, newest last (a few at most). */
  replaced: string[];
  createdAt: string;
  updatedAt: string;
}
