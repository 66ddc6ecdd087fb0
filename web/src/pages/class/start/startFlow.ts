/**
 * The start flow of spec section 2: read the classroom's last session; an unfinished one (no end
 * time) is offered to continue ('using') or to end ('clear') before a new one starts; otherwise a
 * session is created. The calls are passed in, so the order of calls and the failures of each
 * step are testable without a server.
 */
import type { SessionSummary } from '../../../api/classSessions';
import { readApiError } from '../../../api/errors';

export interface SessionCalls {
  lastSession: (site: string, spot: string) => Promise<SessionSummary | null>;
  createSession: (site: string, spot: string) => Promise<SessionSummary | null>;
  clearSession: (id: string) => Promise<boolean>;
}

export interface Classroom {
  site: string;
  spot: string;
}

/** What to do next: ask about an unfinished session, or open the running class. */
export type StartStep = { kind: 'ask'; session: SessionSummary } | { kind: 'open'; sessionId: string };

/** A failed step, with the spec's message (section 8) and the server's error to refine it. */
export class StartFailure extends Error {
  constructor(
    readonly key: 'START_CLASS_ERR_MSG' | 'CLEAR_SESSION_ERR_MSG',
    override readonly cause?: unknown,
  ) {
    super(key);
  }
}

export function isUnfinished(session: SessionSummary | null | undefined): session is SessionSummary {
  return Boolean(session) && !session?.endtime;
}

async function create(calls: SessionCalls, room: Classroom): Promise<StartStep | 'taken'> {
  let session: SessionSummary | null;
  try {
    session = await calls.createSession(room.site, room.spot);
  } catch (error) {
    // Another screen started this classroom since we read it: ask about that session instead.
    if (readApiError(error).info.key === 'SESSION_IN_PROGRESS') return 'taken';
    throw new StartFailure('START_CLASS_ERR_MSG', error);
  }
  if (!session?._id) throw new StartFailure('START_CLASS_ERR_MSG');
  return { kind: 'open', sessionId: session._id };
}

async function last(calls: SessionCalls, room: Classroom): Promise<SessionSummary | null> {
  try {
    return await calls.lastSession(room.site, room.spot);
  } catch (error) {
    throw new StartFailure('START_CLASS_ERR_MSG', error);
  }
}

/** Start Class: an unfinished session is asked about, else a new one is created. */
export async function beginStart(calls: SessionCalls, room: Classroom): Promise<StartStep> {
  const previous = await last(calls, room);
  if (isUnfinished(previous)) return { kind: 'ask', session: previous };
  const step = await create(calls, room);
  if (step !== 'taken') return step;
  const ongoing = await last(calls, room);
  if (isUnfinished(ongoing)) return { kind: 'ask', session: ongoing };
  throw new StartFailure('START_CLASS_ERR_MSG');
}

/** 'using': the unfinished session goes on. */
export function continueSession(session: SessionSummary): StartStep {
  return { kind: 'open', sessionId: session._id };
}

/**
 * 'clear': end the unfinished session, then start a new one. When ending fails no new session is
 * created (CLEAR_SESSION_ERR_MSG).
 */
export async function clearAndStart(
  calls: SessionCalls,
  room: Classroom,
  session: SessionSummary,
): Promise<StartStep> {
  let cleared: boolean;
  try {
    cleared = await calls.clearSession(session._id);
  } catch (error) {
    throw new StartFailure('CLEAR_SESSION_ERR_MSG', error);
  }
  if (!cleared) throw new StartFailure('CLEAR_SESSION_ERR_MSG');
  const step = await create(calls, room);
  if (step === 'taken') throw new StartFailure('START_CLASS_ERR_MSG');
  return step;
}

/** The running class route of a session. */
export function runningClassPath(sessionId: string): string {
  return `/class/main?session=${encodeURIComponent(sessionId)}`;
}
