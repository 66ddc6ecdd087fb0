/**
 * Runs MQTT cases (mqtt-cases.ts) as the demo scanner on the stack's broker, one at a time: each
 * is published (QoS 1), then the harness waits until the device queue is empty and the store is
 * quiet. A message the consumer dead-lettered as unusable is refused and must have written
 * nothing; a message that failed inside the consumer, or a dropped connection, is a crash.
 */
import fc from 'fast-check';
import mqtt, { type MqttClient } from 'mqtt';
import { DEAD_LETTER_REASONS, mayPublish } from '../../functions/src/devices/contract';
import { localMqttLogin } from '../../functions/src/devices/fleet/local-login';
import { LIMITS } from '../../functions/src/devices/limits';
import { type DeviceLogin, loginOf, onboardByClaim } from '../../tools/simulator/onboarding';
import { type Figures, type FuzzContext, newFigures } from './harness';
import { type MqttCase, mqttCases } from './mqtt-cases';

const REFUSAL_REASONS: ReadonlySet<string> = new Set(DEAD_LETTER_REASONS);
const QUIET_MS = 25;
const MAX_WAIT_MS = 15_000;
/** A message that failed in the consumer comes back after the visibility timeout, 3 times at most. */
const REDRIVE_WAIT_MS = 150_000;

/**
 * Resolves when no publish is on its way through the rule router, the device queue has been empty
 * and no store call under way for QUIET_MS. Without the router's count, a publish still being
 * routed when the queue looked empty was handled in the next case's window, and its writes were
 * taken for that case's.
 */
async function drained(context: FuzzContext, maxWaitMs = MAX_WAIT_MS): Promise<boolean> {
  const { deviceMessages: queue, deviceRouting } = context.stack.queues;
  const deadline = Date.now() + maxWaitMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (queue.depth > 0 || deviceRouting() > 0 || context.recorder.busy()) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) return true;
  }
  return false;
}

/** The PUBLISH packet's remaining length at QoS 1: topic length field, topic, packet id, payload. */
function packetBytes(item: MqttCase): number {
  return 2 + Buffer.byteLength(item.topic) + 2 + item.payload.byteLength;
}

function reasonOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { reason?: unknown };
    return typeof parsed.reason === 'string' ? parsed.reason : 'redriven';
  } catch {
    return 'redriven';
  }
}

export class MqttFuzzer {
  private disconnects = 0;
  /** The client's last error, so a dropped connection is reported with what the client saw. */
  private lastError = '';

  private constructor(
    private readonly context: FuzzContext,
    private client: MqttClient,
    private readonly scid: string,
    private readonly login: DeviceLogin,
  ) {}

  /** Onboards the seeded scanner by claim, as a real scanner does, and connects as its thing. */
  static async connect(context: FuzzContext): Promise<MqttFuzzer> {
    const scid = context.known.scids[0];
    if (!scid) throw new Error('The seeded store has no scanner to publish as');
    const { stack } = context;
    const claim = localMqttLogin(stack.claimCredential);
    if (!claim) throw new Error('The local stack gave no local claim credential');
    const login = loginOf(await onboardByClaim(stack.mqttUrl, stack.deviceStage, scid, claim));
    const client = await mqtt.connectAsync(stack.mqttUrl, {
      clientId: login.clientId,
      reconnectPeriod: 0,
      ...login.options,
    });
    const fuzzer = new MqttFuzzer(context, client, scid, login);
    fuzzer.watch(client);
    // The connect is a presence event (the scanner goes online): it lands before the first case.
    await drained(context);
    return fuzzer;
  }

  private watch(client: MqttClient): void {
    client.on('error', (error) => {
      this.lastError = String(error);
    });
    client.on('close', () => {
      this.disconnects += 1;
    });
  }

  private async reconnect(): Promise<void> {
    this.client.removeAllListeners('close');
    this.client.removeAllListeners('error');
    this.client = await mqtt.connectAsync(this.context.stack.mqttUrl, {
      clientId: this.login.clientId,
      reconnectPeriod: 0,
      ...this.login.options,
    });
    this.watch(this.client);
  }

  async runCase(figures: Figures, item: MqttCase): Promise<void> {
    const { context } = this;
    const input = JSON.stringify({
      topic: item.topic,
      kind: item.kind,
      payload: item.payload.toString('base64'),
    });
    await context.beginCall();
    const logs = context.crashLogMark();
    const letters = context.stack.queues.deviceMessagesDeadLetter;
    const lettersBefore = letters.depth;
    const disconnectsBefore = this.disconnects;
    this.lastError = '';
    // A publish outside the device's own topics, or a packet above IoT Core's size limit, is
    // refused by the broker, which closes the connection as IoT Core does: the refusal, not a crash.
    const brokerRefused =
      !mayPublish(this.login.clientId, item.topic) || packetBytes(item) > LIMITS.maxPacketBytes;
    let crash: string | null = null;
    try {
      // A refused publish never gets its PUBACK: the closed connection ends the wait.
      const client = this.client;
      let onClose = () => {};
      const closed = new Promise<void>((resolve) => {
        onClose = resolve;
        client.once('close', onClose);
      });
      await Promise.race([client.publishAsync(item.topic, item.payload, { qos: 1 }), closed]).finally(() =>
        client.removeListener('close', onClose),
      );
    } catch (error) {
      if (!brokerRefused) crash = `publish failed: ${String(error)}`;
    }
    if (!(await drained(context))) {
      // A failed message waits in the queue for its retries: let it reach the dead-letter queue,
      // so the next cases start from an empty queue and only this one is reported.
      if (context.crashLogMark() !== logs) await drained(context, REDRIVE_WAIT_MS);
      else crash ??= 'the device queue did not drain';
    }
    figures.cases += 1;
    const newLetters = letters.peek().slice(lettersBefore).map(reasonOf);
    const refused = newLetters.length > 0 || brokerRefused;
    if (refused) figures.refused += 1;
    const unexpected = newLetters.filter((reason) => !REFUSAL_REASONS.has(reason));
    if (unexpected.length > 0) crash ??= `dead-lettered after failing: ${unexpected.join(', ')}`;
    if (context.crashLogMark() !== logs) crash ??= 'the stack logged a failure';
    if (this.disconnects !== disconnectsBefore) {
      if (!brokerRefused)
        crash ??= `the broker dropped the connection${this.lastError ? ` (${this.lastError})` : ''}`;
      await this.reconnect();
      // The disconnect and the reconnect are presence events for the consumer: let them land in
      // this case's window, where they are expected, not in the next case's.
      await drained(context);
    }
    if (crash) {
      figures.crashes += 1;
      context.report('crash', 'mqtt', crash, input);
    }
    // The broker closing the connection sets the scanner offline and the reconnect online again
    // (presence, docs/devices-mqtt.md): the scanner's own record is the one item that may change.
    const presence = (item: string) => brokerRefused && /^SCANNER#[^ ]+ META$/.test(item);
    if (await context.endCall('mqtt', refused, input, presence)) figures.partialWrites += 1;
  }

  async run(count: number, seed: number, onProgress?: (figures: Figures) => void): Promise<Figures> {
    const figures = newFigures('mqtt');
    const started = performance.now();
    const cases = mqttCases(this.login.stage, this.scid, this.context.known);
    for (let chunk = 0; figures.cases < count; chunk += 1) {
      const batch = fc.sample(cases, { seed: seed + chunk, numRuns: Math.min(100, count - figures.cases) });
      for (const item of batch) await this.runCase(figures, item);
      figures.seconds = (performance.now() - started) / 1000;
      onProgress?.(figures);
    }
    return figures;
  }

  async end(): Promise<void> {
    this.client.removeAllListeners('close');
    await this.client.endAsync();
  }
}
