// `@aws_subscribe` fan-out. AppSync only knows a mutation's result through the mutation's own selection
// set, filters subscribers by equality of each argument they supplied with the same-named field of that
// result, and shapes each event to the subscriber's selection set. No subscription resolver runs.
import type { ExecutionContext, Executor, PreparedOperation } from './execute.ts';
import type { GatewaySchema } from './schema.ts';
import { dealias, rootFieldsByKey } from './selection.ts';
import type { AppSyncError, GatewayLogger, RequestAuth } from './types.ts';

export interface Subscriber {
  connectionId: string;
  /** The client's id from `start`. */
  id: string;
  /** The Subscription field it listens to (by name, not alias). */
  fieldName: string;
  /** Its coerced arguments; the filter. */
  args: Readonly<Record<string, unknown>>;
  prepared: PreparedOperation;
  variables: Record<string, unknown>;
  auth: RequestAuth;
  send(message: object): void;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Scalars compare by value; an ID given as a number still matches its string form. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const scalar = (v: unknown) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
  if (scalar(a) && scalar(b)) return String(a) === String(b);
  return JSON.stringify(a) === JSON.stringify(b);
}

export function matchesFilter(
  args: Readonly<Record<string, unknown>>,
  published: Record<string, unknown>,
): boolean {
  for (const [name, wanted] of Object.entries(args)) {
    if (wanted === null || wanted === undefined) continue;
    // A field the mutation did not select is unknown to AppSync, so it cannot match.
    if (!(name in published) || !sameValue(published[name], wanted)) return false;
  }
  return true;
}

const key = (connectionId: string, id: string) => `${connectionId}\u0000${id}`;

export class SubscriptionRegistry {
  private readonly subscribers = new Map<string, Subscriber>();

  constructor(
    private readonly gatewaySchema: GatewaySchema,
    private readonly executor: Executor,
    private readonly logger: GatewayLogger,
  ) {}

  has(connectionId: string, id: string): boolean {
    return this.subscribers.has(key(connectionId, id));
  }

  add(subscriber: Subscriber): void {
    this.subscribers.set(key(subscriber.connectionId, subscriber.id), subscriber);
  }

  remove(connectionId: string, id: string): boolean {
    return this.subscribers.delete(key(connectionId, id));
  }

  removeConnection(connectionId: string): void {
    for (const [k, subscriber] of this.subscribers) {
      if (subscriber.connectionId === connectionId) this.subscribers.delete(k);
    }
  }

  /** After a mutation: publish each root field's (de-aliased) result that resolved without error. */
  async publishMutationResult(
    prepared: PreparedOperation,
    data: Record<string, unknown> | null | undefined,
    errors: readonly AppSyncError[] | undefined,
  ): Promise<void> {
    if (!data) return;
    const failedKeys = new Set((errors ?? []).map((e) => e.path?.[0]));
    for (const [responseKey, nodes] of rootFieldsByKey(prepared.operation, prepared.fragments)) {
      const value = data[responseKey];
      const fieldName = nodes[0]?.name.value;
      // Only an object result can feed a subscription (AppSync requires the same return type).
      if (!fieldName || value === null || typeof value !== 'object' || Array.isArray(value)) continue;
      if (failedKeys.has(responseKey)) continue;
      const published = dealias(value, nodes, prepared.fragments);
      if (isRecord(published)) await this.publish(fieldName, published);
    }
  }

  /** Delivers `published` (the result of mutation `mutationField`) to every matching subscriber. */
  async publish(mutationField: string, published: Record<string, unknown>): Promise<number> {
    const fields = new Set(this.gatewaySchema.subscriptionsFor(mutationField));
    if (fields.size === 0) return 0;
    let delivered = 0;
    for (const subscriber of [...this.subscribers.values()]) {
      if (!fields.has(subscriber.fieldName) || !matchesFilter(subscriber.args, published)) continue;
      try {
        await this.deliver(subscriber, published);
        delivered += 1;
      } catch (error) {
        this.logger.error('Subscription delivery failed', { id: subscriber.id, error: String(error) });
      }
    }
    return delivered;
  }

  /** Projects the event onto the subscriber's selection set with its own auth mode, then sends it. */
  private async deliver(subscriber: Subscriber, published: Record<string, unknown>): Promise<void> {
    const context: ExecutionContext = { auth: subscriber.auth, headers: {}, variables: subscriber.variables };
    const { data, errors } = await this.executor.run(subscriber.prepared, context, {
      [subscriber.fieldName]: published,
    });
    // The client may have stopped while we were executing.
    if (!this.has(subscriber.connectionId, subscriber.id)) return;
    const payload = errors && errors.length > 0 ? { data: data ?? null, errors } : { data: data ?? null };
    subscriber.send({ type: 'data', id: subscriber.id, payload });
  }
}
