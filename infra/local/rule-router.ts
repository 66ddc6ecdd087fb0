/**
 * The local stand-in for the IoT rules: it watches the aedes broker in-process for the filters of
 * the assembly's topic rules, runs each rule's SQL on a device publish (wiring/rule-sql.ts: the
 * envelope of ruleEnvelopeSchema, topic, client id, arrival time, payload base64) and queues it on
 * the rules' queue, with the batch, visibility and redrive settings the assembly gives it, whose
 * consumer is the device-messages Lambda handler module. Acks go back on the same broker. Only
 * registered things are routed. Like AWS IoT, it also publishes a lifecycle event
 * (`$aws/events/presence/...`) to the rules when a client connects or its connection ends.
 */
import type { Aedes, Client } from 'aedes';
import type { SQSEvent } from 'aws-lambda';
import type { AckPublisher, DeadLetterSink } from '../../functions/src/devices/consumer/ports';
import { type PresenceEvent, presenceTopic } from '../../functions/src/devices/fleet/presence';
import { type DeviceAddress, parseTopic, senderKey } from '../../functions/src/devices/topics';
import { LocalQueue, type QueueConsumer, type QueueTraceEvent } from './queue';
import type { QueueWithDeadLetter } from './wiring/local-plan';
import type { CompiledRule, RuleInput } from './wiring/rule-sql';

/** Local-only topics (outside the device contract): publish anything on PEEK to get the DLQ on it. */
export const DEAD_LETTER_PEEK_TOPIC = 'classpulse-local/device-dlq/peek';
export const DEAD_LETTER_CONTENTS_TOPIC = 'classpulse-local/device-dlq/contents';

/** What the contents topic carries: the dead-letter queue's depth and bodies, oldest first. */
export interface DeadLetterContents {
  depth: number;
  bodies: string[];
}

export interface RuleRouterOptions {
  broker: Aedes;
  /** The assembly's enabled topic rules that send to `queue`, in template order. */
  rules: CompiledRule[];
  /** The rules' queue as the assembly sets it up, with its dead-letter queue's name. */
  queue: QueueWithDeadLetter;
  /** Builds the consumer from the router's ack publisher and dead-letter sink. */
  consumer(outlets: {
    acks: AckPublisher;
    deadLetters: DeadLetterSink;
  }): (event: SQSEvent) => Promise<unknown>;
  /** Whether the sender is a registered thing (a scanner by scid, a button by MAC). */
  isRegistered(sender: DeviceAddress): Promise<boolean>;
  log?: (message: string) => void;
  /** Told of each device message's steps through the queue (queue-trace.ts). */
  trace?: (event: QueueTraceEvent) => void;
}

export interface RuleRouter {
  queue: LocalQueue;
  deadLetterQueue: LocalQueue;
  /** Publishes and presence events seen but not yet queued (or dropped): work on its way in. */
  readonly pending: number;
  stop(): Promise<void>;
}

/** MQTT filter matching for the rule filters' `+` levels (they use no `#`). */
export function matchesFilter(filter: string, topic: string): boolean {
  const want = filter.split('/');
  const have = topic.split('/');
  return want.length === have.length && want.every((level, index) => level === '+' || level === have[index]);
}

function publishOn(broker: Aedes, topic: string, payload: string): Promise<void> {
  return new Promise((resolve, reject) =>
    broker.publish(
      { cmd: 'publish', topic, payload: Buffer.from(payload), qos: 1, retain: false, dup: false },
      (error) => (error ? reject(error) : resolve()),
    ),
  );
}

export function brokerAckPublisher(broker: Aedes): AckPublisher {
  return { publish: (topic, ack) => publishOn(broker, topic, JSON.stringify(ack)) };
}

/** How long a sender found registered is routed without asking the store again. */
export const REGISTERED_TTL_MS = 30_000;

/** AWS IoT publishes these itself: a client's publish on a reserved topic is never routed. */
const RESERVED_TOPIC = '$aws/';

/** The first rule whose filter and WHERE clause take the topic. */
function ruleFor(rules: CompiledRule[], topic: string): CompiledRule | undefined {
  return rules.find((rule) => matchesFilter(rule.filter, topic) && rule.where(topic));
}

export function startRuleRouter(options: RuleRouterOptions): RuleRouter {
  const { broker } = options;
  const { rules } = options;
  const log = options.log ?? (() => undefined);
  const { deadLetterQueueName, ...settings } = options.queue;
  const deadLetterQueue = new LocalQueue({ name: deadLetterQueueName });
  const queue = new LocalQueue({ ...settings, deadLetterQueue, trace: options.trace });
  const deadLetters: DeadLetterSink = {
    async deadLetter(letter) {
      log(`Device message dead-lettered: ${letter.reason} (${letter.detail})`);
      deadLetterQueue.send(JSON.stringify(letter));
    },
  };
  queue.consume(options.consumer({ acks: brokerAckPublisher(broker), deadLetters }) as QueueConsumer);

  // In AWS a thing is checked when it connects (the policy's IsAttached condition), not on every
  // publish. Checking each publish here put a consistent store read in series in front of every
  // device message, a queue before the queue that grew in a burst. So a sender found registered is
  // remembered for REGISTERED_TTL_MS (a deregistered scanner is still refused by the consumer).
  const registeredUntil = new Map<string, number>();
  const isRegistered = async (sender: DeviceAddress): Promise<boolean> => {
    const key = senderKey(sender);
    if ((registeredUntil.get(key) ?? 0) > Date.now()) return true;
    const registered = await options.isRegistered(sender);
    if (registered) registeredUntil.set(key, Date.now() + REGISTERED_TTL_MS);
    else registeredUntil.delete(key);
    return registered;
  };
  // One chain keeps the queue in arrival order while a sender is checked; with none waiting, a
  // known sender's message is queued at once.
  let tail = Promise.resolve();
  let waiting = 0;
  const chain = (step: () => Promise<void> | void) => {
    waiting += 1;
    tail = tail.then(step).finally(() => {
      waiting -= 1;
    });
  };
  const onPublish = (packet: { topic: string; payload: Buffer | string }, client: { id: string } | null) => {
    if (!client) return; // the back end's own publishes (acks)
    if (packet.topic === DEAD_LETTER_PEEK_TOPIC) {
      const contents: DeadLetterContents = { depth: deadLetterQueue.depth, bodies: deadLetterQueue.peek() };
      void publishOn(broker, DEAD_LETTER_CONTENTS_TOPIC, JSON.stringify(contents)).catch(() => undefined);
      return;
    }
    if (packet.topic.startsWith(RESERVED_TOPIC)) return;
    const rule = ruleFor(rules, packet.topic);
    if (!rule) return;
    const envelope = rule.project({
      topic: packet.topic,
      clientId: client.id,
      receivedAt: Date.now(),
      payload: Buffer.from(packet.payload),
    });
    const parsed = parseTopic(packet.topic);
    // A topic the contract cannot read still goes on: the consumer dead-letters it with a reason.
    const known = !parsed || (registeredUntil.get(senderKey(parsed)) ?? 0) > Date.now();
    if (known && waiting === 0) {
      queue.send(JSON.stringify(envelope));
      return;
    }
    chain(async () => {
      try {
        if (parsed && !(await isRegistered(parsed))) return;
        queue.send(JSON.stringify(envelope));
      } catch (error) {
        log(`Rule router could not queue a message on ${packet.topic}: ${String(error)}`);
      }
    });
  };
  broker.on('publish', onPublish);

  // Presence: AWS IoT's lifecycle event of a client that connected or whose connection ended, to
  // the rules (the presence rule keeps the stage's scanners).
  const presence = (eventType: PresenceEvent['eventType']) => (client: Client) => {
    const topic = presenceTopic(eventType, client.id);
    const rule = ruleFor(rules, topic);
    if (!rule) return;
    // A takeover by a new connection with the same client id is not the scanner going away.
    const current = (broker as unknown as { clients: Record<string, Client | undefined> }).clients[client.id];
    if (eventType === 'disconnected' && current && current !== client) return;
    const event: PresenceEvent = { clientId: client.id, timestamp: Date.now(), eventType };
    const input: RuleInput = {
      topic,
      clientId: client.id,
      receivedAt: event.timestamp,
      payload: Buffer.from(JSON.stringify(event)),
    };
    chain(() => void queue.send(JSON.stringify(rule.project(input))));
  };
  const onConnected = presence('connected');
  const onDisconnected = presence('disconnected');
  broker.on('clientReady', onConnected);
  broker.on('clientDisconnect', onDisconnected);
  return {
    queue,
    deadLetterQueue,
    get pending() {
      return waiting;
    },
    async stop() {
      broker.removeListener('publish', onPublish);
      broker.removeListener('clientReady', onConnected);
      broker.removeListener('clientDisconnect', onDisconnected);
      await tail;
      await queue.stop();
      await deadLetterQueue.stop();
    },
  };
}
