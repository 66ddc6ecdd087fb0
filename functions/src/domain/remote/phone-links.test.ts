/**
 * A phone's link to its student ends with the class: every phone that held one of the class's
 * seats is released once, only while still bound to that class; a link to an ended class reads as
 * no link.
 */
import { describe, expect, it } from 'vitest';
import type { RemoteSeatRecord } from '../../data/records';
import { isEndedPhoneLink, PhoneLinks } from './phone-links';

const seat = (name: string, appUuid: string, replaced: string[] = []): RemoteSeatRecord => ({
  sessionId: 'session-a',
  seat: name,
  studentId: `student-${name}`,
  appUuid,
  seenAt: '2026-01-01T09:00:00.000Z',
  replaced,
  createdAt: '2026-01-01T09:00:00.000Z',
  updatedAt: '2026-01-01T09:00:00.000Z',
});

/** Apps by uuid; `boundTo` is the class each app is bound to now (the release's condition). */
function links(seats: RemoteSeatRecord[], boundTo: Record<string, string | null>) {
  const released: Array<[string, string]> = [];
  const owners = new Map(Object.keys(boundTo).map((uuid) => [uuid, `app-${uuid}`]));
  const phones = new PhoneLinks({
    seats: {
      seatsOf: async () => seats,
      releaseApp: async (appId, sessionId) => {
        const uuid = appId.replace('app-', '');
        if (boundTo[uuid] !== sessionId) return false;
        boundTo[uuid] = null;
        released.push([appId, sessionId]);
        return true;
      },
    },
    entities: {
      ownersOfKinds: async (claims) =>
        new Map([
          [
            'APPUUID',
            new Map(
              claims.flatMap((claim) => {
                const owner = owners.get(claim.value);
                return owner ? [[claim.value, owner] as [string, string]] : [];
              }),
            ),
          ],
        ]),
    },
  });
  return { phones, released, boundTo };
}

describe('PhoneLinks.releaseClass', () => {
  it("releases each seat's phone and the phones it replaced, once", async () => {
    const { phones, released } = links([seat('ROSTER#ann', 'p1', ['p0']), seat('kim#7', 'p2', ['p1'])], {
      p0: 'session-a',
      p1: 'session-a',
      p2: 'session-a',
    });

    expect(await phones.releaseClass('session-a')).toBe(3);
    expect(released.map(([app]) => app).sort()).toEqual(['app-p0', 'app-p1', 'app-p2']);
  });

  it('leaves a phone that joined another class since, and is a no-op the second time', async () => {
    const { phones, boundTo } = links([seat('ROSTER#ann', 'p1'), seat('kim#7', 'p2')], {
      p1: 'session-a',
      p2: 'session-b',
    });

    expect(await phones.releaseClass('session-a')).toBe(1);
    expect(boundTo).toEqual({ p1: null, p2: 'session-b' });
    expect(await phones.releaseClass('session-a')).toBe(0);
  });

  it('reads nothing more for a class nobody joined by phone', async () => {
    const { phones } = links([], {});
    expect(await phones.releaseClass('session-a')).toBe(0);
  });
});

describe('isEndedPhoneLink', () => {
  const sessions = new Map([
    ['session-a', { endtime: '2026-01-01T10:00:00.000Z' }],
    ['session-b', { endtime: null }],
  ]);
  const app = (info: Record<string, unknown> | null, userId: string | null = 'u-ann') => ({ userId, info });

  it("is a phone's link to an ended or missing class", () => {
    expect(isEndedPhoneLink(app({ remote: true, session: 'session-a' }), sessions)).toBe(true);
    expect(isEndedPhoneLink(app({ remote: true, session: 'session-gone' }), sessions)).toBe(true);
  });

  it('is not a link to a running class, a released phone, or an app staff linked to a student', () => {
    expect(isEndedPhoneLink(app({ remote: true, session: 'session-b' }), sessions)).toBe(false);
    expect(isEndedPhoneLink(app({ remote: true }, null), sessions)).toBe(false);
    expect(isEndedPhoneLink(app({ label: 'tablet 3' }), sessions)).toBe(false);
  });
});
