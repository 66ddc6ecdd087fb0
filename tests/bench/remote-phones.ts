/**
 * The phones of `npm run bench:remote` (remote.bench.ts): each joins by code through the real
 * Amplify client as a distinct client (its own app uuid and its own X-Forwarded-For address, as
 * phones in a hall have), then answers with its app token; and the matching of answers with the
 * teacher's onAnswers events (latency, lost, duplicated).
 */
import type { configureAmplify, ReceivedAnswer } from '../support/amplify-core';

type AmplifyClient = ReturnType<typeof configureAmplify>;

const JOIN = /* GraphQL */ `
  mutation Join($i: JoinSessionInput!) {
    joinSession(input: $i) { token app { uuid } student { _id } }
  }
`;
const ANSWER = /* GraphQL */ `
  mutation Answer($i: AnswerQuestionInput!) {
    answerQuestion(input: $i) { questionLink outcome value at }
  }
`;

export interface Phone {
  n: number;
  uuid: string;
  /** The address the phone's requests come from (X-Forwarded-For). */
  address: string;
  token: string;
  student: string;
}

/** 10.x.y.z for phone n: distinct for up to 65,000 phones. */
export const addressOf = (n: number) =>
  `10.${20 + Math.floor(n / 65_000)}.${Math.floor(n / 256) % 256}.${n % 256}`;

type Result<T> = { data?: Record<string, T>; errors?: { message?: string; errorType?: string }[] };

/** Amplify rejects with the GraphQL result on errors: the message of the first one. */
function describe(error: unknown): string {
  const errors = (error as Result<unknown>)?.errors;
  if (errors?.[0]) return `${errors[0].errorType ?? ''} ${errors[0].message ?? ''}`.trim();
  return error instanceof Error ? error.message : String(error);
}

export async function joinPhone(
  client: AmplifyClient,
  code: string,
  n: number,
): Promise<{ phone: Phone | null; ms: number; error?: string }> {
  const uuid = `bench-phone-${n}-${Math.random().toString(36).slice(2, 10)}`;
  const address = addressOf(n);
  const started = performance.now();
  try {
    const result = (await client.graphql(
      { query: JOIN, variables: { i: { code, name: `Phone ${n}`, no: n, uuid } }, authMode: 'apiKey' },
      { 'X-Forwarded-For': address },
    )) as Result<{ token: string; app: { uuid: string }; student: { _id: string } }>;
    const joined = result.data?.joinSession;
    if (!joined) return { phone: null, ms: performance.now() - started, error: 'no joinSession' };
    return {
      phone: { n, uuid: joined.app.uuid, address, token: joined.token, student: joined.student._id },
      ms: performance.now() - started,
    };
  } catch (error) {
    return { phone: null, ms: performance.now() - started, error: describe(error) };
  }
}

export async function answerBy(
  client: AmplifyClient,
  phone: Phone,
  questionLink: string,
  value: string,
): Promise<{ outcome: string | null; error?: string }> {
  try {
    const result = (await client.graphql(
      {
        query: ANSWER,
        variables: { i: { questionLink, value } },
        authMode: 'lambda',
        authToken: phone.token,
      },
      { 'X-Forwarded-For': phone.address },
    )) as Result<{ outcome: string }>;
    return { outcome: result.data?.answerQuestion?.outcome ?? null };
  } catch (error) {
    return { outcome: null, error: describe(error) };
  }
}

export interface RoundStats {
  answers: number;
  /** Calls that returned outcome "recorded". */
  recorded: number;
  errors: string[];
  /** From the answerQuestion call to its response. */
  callMs: number[];
  /** From the answerQuestion call to the teacher's event for it. */
  eventMs: number[];
  lost: number;
  duplicated: number;
}

/** One round of answers: each phone's expected value and call time, matched with events by app uuid. */
export class AnswerRound {
  private readonly expected = new Map<string, { value: string; calledAt: number; seen: number }>();
  readonly stats: RoundStats = {
    answers: 0,
    recorded: 0,
    errors: [],
    callMs: [],
    eventMs: [],
    lost: 0,
    duplicated: 0,
  };

  called(phone: Phone, value: string): number {
    const calledAt = performance.now();
    this.expected.set(phone.uuid, { value, calledAt, seen: 0 });
    this.stats.answers += 1;
    return calledAt;
  }

  answered(calledAt: number, outcome: { outcome: string | null; error?: string }): void {
    this.stats.callMs.push(performance.now() - calledAt);
    if (outcome.outcome === 'recorded') this.stats.recorded += 1;
    else this.stats.errors.push(outcome.error ?? `outcome ${outcome.outcome}`);
  }

  /** An onAnswers answer; one this round did not expect (or a second one) counts as duplicated. */
  received(event: ReceivedAnswer): void {
    const uuid = event.app?.uuid;
    const expected = uuid ? this.expected.get(uuid) : undefined;
    if (!expected || expected.value !== event.value || expected.seen > 0) {
      this.stats.duplicated += 1;
      return;
    }
    expected.seen += 1;
    this.stats.eventMs.push(performance.now() - expected.calledAt);
  }

  get waiting(): number {
    return [...this.expected.values()].filter((entry) => entry.seen === 0).length;
  }

  close(): RoundStats {
    this.stats.lost = this.waiting;
    return this.stats;
  }
}
