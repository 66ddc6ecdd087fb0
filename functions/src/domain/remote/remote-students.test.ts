/**
 * Remote students without a table: how a name and number make a seat, when a phone counts as
 * connected, which answer time is believed, that an app token opens remoteClass, answerQuestion,
 * its own and its class's notices and the public fields only (tokens, caller and policy fail closed
 * for the new caller kind).
 */
import { describe, expect, it } from 'vitest';
import { type AppCaller, callerFromIdentity, toAppAuthorizerContext } from '../../auth/caller';
import { authorize, FIELD_RULES, type TenantDirectory } from '../../auth/policy';
import { TokenSigner } from '../../auth/tokens';
import { newUserRecord } from '../../data/new-user';
import { roleFlags } from '../../kernel/roles';
import { CONNECTED_MINUTES, isConnected, rosterMatches, seatOf } from './remote-join';
import { ANSWER_LEEWAY_MS, answerTime } from './remote-students';

const directory: TenantDirectory = {
  distOfSite: async () => undefined,
  siteOfSpot: async () => 'site-a',
  siteOfDevice: async () => 'site-a',
  sessionScope: async () => undefined,
  siteOfLink: async () => undefined,
  siteOfFile: async () => undefined,
  scannerSites: async () => ({ sites: [], total: 0 }),
  userScope: async () => ({ siteId: 'site-a', rank: 0 }),
};

const app: AppCaller = {
  kind: 'app',
  sessionId: 'session-1',
  appUuid: 'phone-1',
  studentId: 'student-1',
  seat: 'kim#3',
};

async function outcome(field: string, caller: Parameters<typeof authorize>[1]): Promise<string> {
  try {
    await authorize(field, caller, { input: { site: 'site-a', spot: 'spot-a' }, id: 'x' }, directory);
    return 'allowed';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

describe('seatOf', () => {
  it('ignores case, outer and repeated spaces, and Unicode form', () => {
    expect(seatOf('  Kim   Min ', 3)).toBe(seatOf('kim min', 3));
    expect(seatOf('Jose\u0301', 1)).toBe(seatOf('José', 1));
  });

  it('keeps different numbers, and no number, apart', () => {
    expect(seatOf('kim', 3)).not.toBe(seatOf('kim', 4));
    expect(seatOf('kim', null)).not.toBe(seatOf('kim', 0));
    expect(seatOf('kim', undefined)).toBe(seatOf('kim', null));
  });
});

describe('rosterMatches', () => {
  const kim = newUserRecord({ uid: 'k', firstname: 'Min', lastname: 'Kim', no: 7, role: { user: true } });
  const lee = newUserRecord({ uid: 'l', firstname: 'Min', lastname: 'Lee', no: 8, role: { user: true } });

  it('finds a roster student by first name, or both names in either order, with or without a number', () => {
    expect(rosterMatches([kim, lee], ' KIM  min ', null)).toEqual([kim]);
    expect(rosterMatches([kim, lee], 'Min Kim', 7)).toEqual([kim]);
    expect(rosterMatches([kim, lee], 'min', null)).toEqual([kim, lee]);
    expect(rosterMatches([kim, lee], 'min', 8)).toEqual([lee]);
  });

  it('finds no one for another name, or a number that is not theirs', () => {
    expect(rosterMatches([kim, lee], 'Park', null)).toEqual([]);
    expect(rosterMatches([kim, lee], 'Min Kim', 8)).toEqual([]);
  });
});

describe('isConnected', () => {
  const now = new Date('2026-03-02T09:00:00.000Z');
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

  it('holds within the window and lapses after it', () => {
    expect(isConnected({ seenAt: minutesAgo(1) }, now)).toBe(true);
    expect(isConnected({ seenAt: minutesAgo(CONNECTED_MINUTES - 0.1) }, now)).toBe(true);
    expect(isConnected({ seenAt: minutesAgo(CONNECTED_MINUTES) }, now)).toBe(false);
  });
});

describe('answerTime', () => {
  const arrival = new Date('2026-03-02T09:00:10.000Z');
  const started = '2026-03-02T08:59:00.000Z';

  it("believes the phone's time a few seconds before arrival", () => {
    expect(answerTime('2026-03-02T09:00:05.000Z', arrival, started)).toBe('2026-03-02T09:00:05.000Z');
  });

  it('uses the arrival for a missing, future or too early time', () => {
    const tooEarly = new Date(arrival.getTime() - ANSWER_LEEWAY_MS - 1).toISOString();
    for (const claimed of [null, '2026-03-02T09:00:11.000Z', tooEarly])
      expect(answerTime(claimed, arrival, started)).toBe(arrival.toISOString());
  });

  it('never goes before the question started', () => {
    expect(answerTime('2026-03-02T09:00:05.000Z', arrival, '2026-03-02T09:00:08.000Z')).toBe(
      '2026-03-02T09:00:08.000Z',
    );
  });
});

describe('app tokens', () => {
  const signer = new TokenSigner('a-test-secret-that-is-long-enough-123456');
  const later = new Date(Date.now() + 60_000);

  it('round-trip their claims', async () => {
    const { kind: _kind, ...claims } = app;
    const token = await signer.signApp(claims, later);
    expect(await signer.verifyApp(token)).toEqual(claims);
  });

  it('never pass as user tokens, nor user tokens as app tokens', async () => {
    const { kind: _kind, ...claims } = app;
    const appToken = await signer.signApp(claims, later);
    const userToken = await signer.sign({ userId: 'u1', sid: 's1' }, later);
    expect(await signer.verify(appToken)).toBeNull();
    expect(await signer.verifyApp(userToken)).toBeNull();
  });

  it('are refused when expired or signed with another key', async () => {
    const { kind: _kind, ...claims } = app;
    expect(await signer.verifyApp(await signer.signApp(claims, new Date(Date.now() - 1000)))).toBeNull();
    const other = new TokenSigner('another-secret-that-is-long-enough-654321');
    expect(await signer.verifyApp(await other.signApp(claims, later))).toBeNull();
  });
});

describe('the app caller', () => {
  it('comes from an app authorizer context, and a malformed one is nobody', () => {
    const { kind: _kind, ...claims } = app;
    expect(callerFromIdentity({ resolverContext: toAppAuthorizerContext(claims) })).toEqual(app);
    expect(callerFromIdentity({ resolverContext: { kind: 'app', sessionId: 's' } })).toEqual({
      kind: 'public',
    });
  });

  it("carries the authorizer's running link through the context, none as '', unread as absent", () => {
    const { kind: _kind, ...claims } = app;

    const running = callerFromIdentity({
      resolverContext: toAppAuthorizerContext({ ...claims, runningLink: 'l1' }),
    });
    const none = callerFromIdentity({
      resolverContext: toAppAuthorizerContext({ ...claims, runningLink: '' }),
    });
    const unread = callerFromIdentity({ resolverContext: toAppAuthorizerContext(claims) });

    expect(running).toEqual({ ...app, runningLink: 'l1' });
    expect(none).toEqual({ ...app, runningLink: '' });
    expect(unread).not.toHaveProperty('runningLink');
  });

  it('opens remoteClass, answerQuestion and the public fields only', async () => {
    const opened: string[] = [];
    for (const field of Object.keys(FIELD_RULES))
      if ((await outcome(field, app)) === 'allowed') opened.push(field);
    const publicFields = Object.entries(FIELD_RULES)
      .filter(([, rule]) => rule.who === 'anyone')
      .map(([field]) => field);
    expect(opened.sort()).toEqual([...publicFields, 'Mutation.answerQuestion', 'Query.remoteClass'].sort());
    expect(opened).not.toContain('Query.questions');
  });

  it("may watch onNotice with its own app uuid (its exit message) on its class's site only", async () => {
    const sessions: TenantDirectory = {
      ...directory,
      sessionScope: async (id) => (id === 'session-1' ? { siteId: 'site-a', spotId: 'spot-a' } : undefined),
    };
    const onNotice = async (args: Record<string, unknown>, known: TenantDirectory = sessions) => {
      try {
        await authorize('Subscription.onNotice', app, args, known);
        return 'allowed';
      } catch (error) {
        return (error as { code?: string }).code;
      }
    };

    expect(await onNotice({ site: 'site-a', app: 'phone-1' })).toBe('allowed');
    // Its own uuid on another site would deliver nothing: refused rather than silent.
    expect(await onNotice({ site: 'site-b', app: 'phone-1' })).toBe('Forbidden');
    expect(await onNotice({ site: 'site-a', app: 'phone-2' })).toBe('Forbidden');
    expect(await onNotice({ site: 'site-a' })).toBe('Forbidden');
    // A class the directory does not know (ended and gone): its own uuid is refused too.
    expect(await onNotice({ site: 'site-a', app: 'phone-1' }, directory)).toBe('Forbidden');
  });

  it("may watch its own class's classroom notices, with a directory that knows the session", async () => {
    const sessions: TenantDirectory = {
      ...directory,
      sessionScope: async (id) => (id === 'session-1' ? { siteId: 'site-a', spotId: 'spot-a' } : undefined),
    };
    const onNotice = async (args: Record<string, unknown>, caller: AppCaller = app) => {
      try {
        await authorize('Subscription.onNotice', caller, args, sessions);
        return 'allowed';
      } catch (error) {
        return (error as { code?: string }).code;
      }
    };

    expect(await onNotice({ site: 'site-a', spot: 'spot-a' })).toBe('allowed');
    expect(await onNotice({ site: 'site-a', spot: 'spot-a', noti: 'CLASS_ENDED' })).toBe('allowed');
    expect(await onNotice({ site: 'site-a', spot: 'spot-a', app: 'phone-1' })).toBe('allowed');
    // Another phone's notices, another classroom or site, or the whole site: refused.
    expect(await onNotice({ site: 'site-a', spot: 'spot-a', app: 'phone-2' })).toBe('Forbidden');
    expect(await onNotice({ site: 'site-a', spot: 'spot-b' })).toBe('Forbidden');
    expect(await onNotice({ site: 'site-b', spot: 'spot-a' })).toBe('Forbidden');
    expect(await onNotice({ site: 'site-a' })).toBe('Forbidden');
    // A token of another session (unknown to the directory here) is refused.
    expect(await onNotice({ site: 'site-a', spot: 'spot-a' }, { ...app, sessionId: 'session-2' })).toBe(
      'Forbidden',
    );
  });

  it('answerQuestion and remoteClass refuse users of every role and anonymous callers', async () => {
    for (const field of ['Mutation.answerQuestion', 'Query.remoteClass']) {
      for (const role of ['system', 'admin', 'manager', 'staff', 'user'] as const) {
        const caller = {
          kind: 'user' as const,
          userId: 'u1',
          sid: 's1',
          role: roleFlags({ [role]: true }),
          siteId: 'site-a',
          distId: null,
          agreed: true,
        };
        expect(await outcome(field, caller)).toBe('Forbidden');
      }
      expect(await outcome(field, { kind: 'public' })).toBe('Unauthorized');
      expect(await outcome(field, { kind: 'backend', principal: 'arn' })).toBe('Forbidden');
    }
  });
});
