/**
 * Remote students without a table: how a name and number make a seat, when a phone counts as
 * connected, which answer time is believed, and that an app token opens answerQuestion and the
 * public fields only (tokens, caller and policy fail closed for the new caller kind).
 */
import { describe, expect, it } from 'vitest';
import { type AppCaller, callerFromIdentity, toAppAuthorizerContext } from '../auth/caller';
import { authorize, FIELD_RULES, type TenantDirectory } from '../auth/policy';
import { TokenSigner } from '../auth/tokens';
import { ANSWER_LEEWAY_MS, answerTime, CONNECTED_MINUTES, isConnected, seatOf } from './remote-students';
import { roleFlags } from './roles';

const directory: TenantDirectory = {
  distOfSite: async () => undefined,
  siteOfSpot: async () => 'site-a',
  siteOfDevice: async () => 'site-a',
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

  it('opens answerQuestion and the public fields only', async () => {
    const opened: string[] = [];
    for (const field of Object.keys(FIELD_RULES))
      if ((await outcome(field, app)) === 'allowed') opened.push(field);
    const publicFields = Object.entries(FIELD_RULES)
      .filter(([, rule]) => rule.who === 'anyone')
      .map(([field]) => field);
    expect(opened.sort()).toEqual([...publicFields, 'Mutation.answerQuestion'].sort());
    expect(opened).not.toContain('Query.questions');
  });

  it('answerQuestion refuses users of every role and anonymous callers', async () => {
    for (const role of ['system', 'admin', 'manager', 'staff', 'user'] as const) {
      const caller = {
        kind: 'user' as const,
        userId: 'u1',
        sid: 's1',
        role: roleFlags({ [role]: true }),
        siteId: 'site-a',
        distId: null,
      };
      expect(await outcome('Mutation.answerQuestion', caller)).toBe('Forbidden');
    }
    expect(await outcome('Mutation.answerQuestion', { kind: 'public' })).toBe('Unauthorized');
    expect(await outcome('Mutation.answerQuestion', { kind: 'backend', principal: 'arn' })).toBe('Forbidden');
  });
});
