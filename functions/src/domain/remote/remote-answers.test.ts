/**
 * A remote student's answer (remote-answers.ts) against in-memory stores: what it writes and
 * reads, how answers arriving together share their count write and publish, and that a stopped
 * question refuses the next answer although the link is kept.
 */
import { describe, expect, it } from 'vitest';
import type { AppCaller } from '../../auth/caller';
import type { EntityRepository } from '../../data/entities';
import type { AnswerRecord, QuestionLinkRecord } from '../../data/records';
import type { AnswerEvent } from '../../devices/answer-events';
import { AnswerRecorder } from '../../devices/answers';
import { link } from '../../devices/consumer/consume.fixtures';
import { RemoteAnswerService, SEEN_REFRESH_MS } from './remote-answers';

const NOW = Date.parse('2026-11-26T10:00:00.000Z');
const LINK = link('link-1', 'survey');

const phone = (n: number, seenAt = new Date(NOW - 1_000).toISOString()): AppCaller => ({
  kind: 'app',
  sessionId: LINK.sessionId,
  appUuid: `uuid-${n}`,
  studentId: `student-${n}`,
  seat: `phone ${n}#-`,
  seenAt,
});

async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 1) {
    if (waited > 500) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** The service over in-memory stores, with a log of what it asked them. */
function world(options: { countGate?: Promise<void>; publishGate?: Promise<void> } = {}) {
  const calls: string[] = [];
  let clock = NOW;
  const answers = new Map<string, AnswerRecord>();
  let count = 0;
  let running: string | null = LINK._id;
  const published: AnswerEvent[][] = [];
  const store = {
    async putPress(answer: AnswerRecord) {
      calls.push('put');
      const stored = answers.get(answer.studentKey);
      if (stored && stored.seq >= answer.seq) return 'ignored' as const;
      answers.set(answer.studentKey, answer);
      return stored ? ('replaced' as const) : ('first' as const);
    },
    async addFirstAnswers(_link: string, added: number) {
      calls.push(`count+${added}`);
      count += added;
      const total = count;
      await options.countGate;
      return total;
    },
  };
  const service = new RemoteAnswerService({
    entities: {
      get: async (_type: string, id: string) => {
        calls.push('link');
        return id === LINK._id ? LINK : null;
      },
    } as unknown as EntityRepository,
    sessions: {
      runningLink: async () => {
        calls.push('running');
        return running;
      },
    },
    answers: new AnswerRecorder(store as never),
    storedAnswers: {
      answer: async (_link: string, student: string) => {
        calls.push('answer');
        return answers.get(student) ?? null;
      },
      answerCount: async () => {
        calls.push('count?');
        return count;
      },
    },
    seats: {
      touch: async () => {
        calls.push('touch');
      },
    },
    notifier: {
      answersChanged: async (events: AnswerEvent[]) => {
        calls.push(`publish${events.length}`);
        published.push(events);
        await options.publishGate;
      },
    },
    now: () => new Date(clock),
  });
  return {
    service,
    calls,
    published,
    stop: () => (running = null),
    later: (ms: number) => (clock += ms),
  };
}

const answer = (value: string, questionLink: QuestionLinkRecord['_id'] = LINK._id) => ({
  questionLink,
  value,
});

describe('a remote answer', () => {
  it('costs the link and running marker, one Put, one count and one publish', async () => {
    const { service, calls, published } = world();

    const result = await service.answer(phone(1), answer('3'));

    expect(result).toMatchObject({ questionLink: LINK._id, outcome: 'recorded', value: '3' });
    expect(calls).toEqual(['link', 'running', 'put', 'count+1', 'publish1']);
    expect(published[0]?.[0]).toMatchObject({
      student: 'student-1',
      value: '3',
      countOfAnswers: 1,
      app: { uuid: 'uuid-1' },
    });
  });

  it('keeps the link but reads the running marker every time: a stop refuses the next answer', async () => {
    const { service, calls, stop } = world();
    await service.answer(phone(1), answer('3'));

    stop();
    const refused = service.answer(phone(2), answer('4'));

    await expect(refused).rejects.toMatchObject({ info: { key: 'QUESTION_STOPPED' } });
    expect(calls.filter((call) => call === 'link')).toHaveLength(1);
    expect(calls.filter((call) => call === 'running')).toHaveLength(2);
  });

  it('shares one count write among the first answers that arrive while one runs', async () => {
    const gate = deferred();
    const { service, calls, published } = world({ countGate: gate.promise });

    const first = service.answer(phone(1), answer('1'));
    await until(() => calls.includes('count+1'));
    const others = [2, 3, 4].map((n) => service.answer(phone(n), answer('2')));
    await until(() => calls.filter((call) => call === 'put').length === 4);
    gate.resolve();
    await Promise.all([first, ...others]);

    expect(calls.filter((call) => call.startsWith('count+'))).toEqual(['count+1', 'count+3']);
    expect(published.flat().map((event) => event.countOfAnswers)).toEqual([1, 2, 3, 4]);
  });

  it('shares one publish among the answers that arrive while one runs', async () => {
    const gate = deferred();
    const { service, calls, published } = world({ publishGate: gate.promise });

    const first = service.answer(phone(1), answer('1'));
    await until(() => calls.includes('publish1'));
    const others = [2, 3, 4].map((n) => service.answer(phone(n), answer('2')));
    await until(() => calls.filter((call) => call.startsWith('count+')).length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 10));
    gate.resolve();
    await Promise.all([first, ...others]);

    expect(published.map((events) => events.map((event) => event.student))).toEqual([
      ['student-1'],
      ['student-2', 'student-3', 'student-4'],
    ]);
  });

  it('a changed answer reads the count instead of adding to it', async () => {
    const { service, calls, published, later } = world();
    await service.answer(phone(1), answer('1'));

    later(2_000);
    const changed = await service.answer(phone(1), answer('5'));

    expect(changed.value).toBe('5');
    expect(calls.slice(5)).toEqual(['running', 'put', 'count?', 'publish1']);
    expect(published[1]?.[0]).toMatchObject({ value: '5', countOfAnswers: 1 });
  });

  it('takes the running link the authorizer read with no read of its own', async () => {
    const { service, calls } = world();
    const withRunning = (n: number, runningLink: string): AppCaller => ({ ...phone(n), runningLink });

    const taken = await service.answer(withRunning(1, LINK._id), answer('2'));

    expect(taken.outcome).toBe('recorded');
    expect(calls).not.toContain('running');
  });

  it("reads the marker once more before refusing: the authorizer's may be a second old", async () => {
    // Prepare: the authorizer's instance read "nothing runs" before the question started
    const { service, calls, stop } = world();
    const withRunning = (n: number, runningLink: string): AppCaller => ({ ...phone(n), runningLink });

    // Act
    const started = await service.answer(withRunning(1, ''), answer('2'));
    stop();
    const stopped = service.answer(withRunning(2, ''), answer('2'));

    // Assess: taken while it runs, refused once it stopped, one read each
    expect(started.outcome).toBe('recorded');
    await expect(stopped).rejects.toMatchObject({ info: { key: 'QUESTION_STOPPED' } });
    expect(calls.filter((call) => call === 'running')).toHaveLength(2);
    expect(calls.filter((call) => call === 'put')).toHaveLength(1);
  });

  it('shares one count read among the changed answers that arrive while one runs', async () => {
    const { service, calls, published, later } = world();
    await Promise.all([1, 2, 3].map((n) => service.answer(phone(n), answer('1'))));
    later(2_000);

    await Promise.all([1, 2, 3].map((n) => service.answer(phone(n), answer('4'))));

    expect(calls.filter((call) => call === 'count?').length).toBeLessThan(3);
    expect(
      published
        .flat()
        .slice(3)
        .map((event) => [event.value, event.countOfAnswers]),
    ).toEqual([
      ['4', 3],
      ['4', 3],
      ['4', 3],
    ]);
  });

  it("marks the seat seen only when the authorizer's seen time is old", async () => {
    const { service, calls } = world();

    await service.answer(phone(1), answer('1'));
    await service.answer(phone(2, new Date(NOW - SEEN_REFRESH_MS).toISOString()), answer('1'));
    await service.answer(phone(3, ''), answer('1'));

    expect(calls.filter((call) => call === 'touch')).toHaveLength(2);
  });
});
