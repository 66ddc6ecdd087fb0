/**
 * Runs GraphQL cases (graphql-cases.ts) one at a time against the stack and sorts each answer:
 * a product decision (data, or a typed refusal), or a crash, a 5xx or a partial write.
 */
import fc from 'fast-check';
import type { GraphqlCase } from './graphql-cases';
import { type Figures, type FuzzContext, type GraphqlBody, newFigures } from './harness';

/** Errors a resolver or the gateway gives when something went wrong that nobody decided. */
function undecided(body: GraphqlBody | undefined): string | null {
  for (const error of body?.errors ?? []) {
    if (error.errorType === 'InternalFailure') return `InternalFailure: ${error.message}`;
    if (!error.errorType && /Cannot return null|Expected .* to be|cannot represent/i.test(error.message))
      return `bad result: ${error.message}`;
  }
  return null;
}

/** Refused: no answer for the field (an HTTP error, or null data with an error). */
function isRefused(status: number, body: GraphqlBody | undefined, field: string): boolean {
  if (status !== 200) return true;
  const value = body?.data?.[field];
  return value === null || value === undefined || (body?.errors?.length ?? 0) > 0;
}

/** A GraphQL target: its name in the figures, its cases, and how long one case may take to answer. */
export interface GraphqlTarget {
  name: string;
  cases: fc.Arbitrary<GraphqlCase>;
  timeoutMs?: number;
}

export async function runGraphqlCase(
  context: FuzzContext,
  figures: Figures,
  item: GraphqlCase,
  timeoutMs?: number,
): Promise<void> {
  const input = JSON.stringify(item);
  const target = figures.target;
  await context.beginCall();
  const logs = context.crashLogMark();
  const started = performance.now();
  let answer = await context.graphql(item.query, item.variables, item.caller, timeoutMs);
  figures.slowestMs = Math.max(figures.slowestMs ?? 0, performance.now() - started);
  // A session a previous case ended: sign in again once and repeat (not counted as a case twice).
  if (
    answer.status === 401 &&
    item.caller !== 'forged' &&
    item.caller !== 'none' &&
    item.caller !== 'apiKey'
  ) {
    if (await context.renew(item.caller))
      answer = await context.graphql(item.query, item.variables, item.caller, timeoutMs);
  }
  figures.cases += 1;
  const refused = isRefused(answer.status, answer.body, item.field);
  if (refused) figures.refused += 1;
  const crash =
    answer.error ??
    undecided(answer.body) ??
    (context.crashLogMark() !== logs ? 'the stack logged a failure' : null);
  if (answer.status >= 500) {
    figures.http5xx += 1;
    context.report(
      '5xx',
      target,
      `HTTP ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`,
      input,
    );
  } else if (crash) {
    figures.crashes += 1;
    context.report('crash', target, crash, input);
  }
  if (await context.endCall(target, refused, input)) figures.partialWrites += 1;
}

/** `count` cases of a target drawn from `seed`, in chunks so huge-list cases are not all held at once. */
export async function runGraphql(
  context: FuzzContext,
  target: GraphqlTarget,
  count: number,
  seed: number,
  onProgress?: (figures: Figures) => void,
): Promise<Figures> {
  const figures = newFigures(target.name);
  const started = performance.now();
  for (let chunk = 0; figures.cases < count; chunk += 1) {
    const batch = fc.sample(target.cases, {
      seed: seed + chunk,
      numRuns: Math.min(100, count - figures.cases),
    });
    for (const item of batch) await runGraphqlCase(context, figures, item, target.timeoutMs);
    figures.seconds = (performance.now() - started) / 1000;
    onProgress?.(figures);
  }
  return figures;
}
