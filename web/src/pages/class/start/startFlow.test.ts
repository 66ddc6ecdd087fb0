import { describe, expect, it, vi } from 'vitest';
import type { SessionSummary } from '../../../api/classSessions';
import {
  beginStart,
  clearAndStart,
  continueSession,
  runningClassPath,
  type SessionCalls,
  StartFailure,
} from './startFlow';

const room = { site: 'site-1', spot: 'spot-1' };

/** A session as lastSession and createSession select it, unfinished unless given an end. */
function session(id: string, endtime: string | null = null): SessionSummary {
  return { _id: id, code: `code-${id}`, starttime: '2026-01-01T08:00:00Z', endtime };
}

function calls(overrides: Partial<SessionCalls> = {}): SessionCalls {
  return {
    lastSession: vi.fn(async () => null),
    createSession: vi.fn(async () => session('new')),
    clearSession: vi.fn(async () => true),
    ...overrides,
  };
}

const inProgress = { errors: [{ errorType: 'BadRequest', errorInfo: { key: 'SESSION_IN_PROGRESS' } }] };

async function failureKey(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(StartFailure);
  return (error as StartFailure).key;
}

describe('beginStart', () => {
  it('creates a session when the classroom has none, or only ended ones', async () => {
    const fresh = calls();
    expect(await beginStart(fresh, room)).toEqual({ kind: 'open', sessionId: 'new' });
    expect(fresh.createSession).toHaveBeenCalledWith('site-1', 'spot-1');

    const ended = calls({
      lastSession: vi.fn(async () => session('old', '2026-01-01T09:00:00Z')),
    });
    expect(await beginStart(ended, room)).toEqual({ kind: 'open', sessionId: 'new' });
  });

  it('asks about an unfinished session without creating one', async () => {
    const open = calls({ lastSession: vi.fn(async () => session('old')) });
    expect(await beginStart(open, room)).toEqual({ kind: 'ask', session: session('old') });
    expect(open.createSession).not.toHaveBeenCalled();
  });

  it('fails with START_CLASS_ERR_MSG when creation returns no session or the reading fails', async () => {
    expect(await failureKey(beginStart(calls({ createSession: vi.fn(async () => null) }), room))).toBe(
      'START_CLASS_ERR_MSG',
    );
    const unreadable = calls({ lastSession: vi.fn(async () => Promise.reject(new Error('offline'))) });
    expect(await failureKey(beginStart(unreadable, room))).toBe('START_CLASS_ERR_MSG');
  });

  it('asks about the session another screen started meanwhile (SESSION_IN_PROGRESS)', async () => {
    const lastSession = vi
      .fn<SessionCalls['lastSession']>()
      .mockResolvedValueOnce(null)
      .mockResolvedValueOnce(session('theirs'));
    const raced = calls({ lastSession, createSession: vi.fn(async () => Promise.reject(inProgress)) });
    expect(await beginStart(raced, room)).toEqual({ kind: 'ask', session: session('theirs') });
  });
});

describe('using and clear', () => {
  it("'using' opens the unfinished session", () => {
    expect(continueSession(session('old'))).toEqual({ kind: 'open', sessionId: 'old' });
  });

  it("'clear' ends the old session, then creates a new one", async () => {
    const flow = calls();
    expect(await clearAndStart(flow, room, session('old'))).toEqual({ kind: 'open', sessionId: 'new' });
    expect(flow.clearSession).toHaveBeenCalledWith('old');
  });

  it('creates nothing when ending fails (CLEAR_SESSION_ERR_MSG)', async () => {
    const refused = calls({ clearSession: vi.fn(async () => false) });
    expect(await failureKey(clearAndStart(refused, room, session('old')))).toBe('CLEAR_SESSION_ERR_MSG');
    expect(refused.createSession).not.toHaveBeenCalled();
    const broken = calls({ clearSession: vi.fn(async () => Promise.reject(new Error('offline'))) });
    expect(await failureKey(clearAndStart(broken, room, session('old')))).toBe('CLEAR_SESSION_ERR_MSG');
    expect(broken.createSession).not.toHaveBeenCalled();
  });

  it('names the session in the running class route', () => {
    expect(runningClassPath('s 1')).toBe('/class/main?session=s%201');
  });
});
