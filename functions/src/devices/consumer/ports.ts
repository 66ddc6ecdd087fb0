/**
 * What the answer consumer needs from the rest of the system, as small interfaces: the reads of
 * the fleet and the class (ConsumerReader), the answer write, where acks and dead letters go.
 * The real ones are wired in app/consumer-root.ts; the unit tests pass fakes.
 */
import type { PressWrite } from '../../data/answer-write';
import type { AnswerRecord, DeviceRecord, QuestionLinkRecord, ScannerRecord } from '../../data/records';
import type { AnswerNotifier } from '../answer-events';
import type { DeviceEventNotifier } from '../device-events';
import type { EmittedEvent } from '../emitted-event';
import type { DeadLetterReason } from '../messages';
import type { AckBatch } from '../payloads';
import type { RejectCounts } from '../reject-counts';
import type { DeviceReportSink } from '../report-sink';
import type { ButtonHealthFolder, ButtonHealthWrite } from './button-health-folder';
import type { InstanceCache } from './instance-cache';
import type { RecentPresses } from './recent-presses';

/** The reads behind one press; BatchLookups caches them for a queue batch. */
export interface ConsumerReader {
  /**
   * The devices of these MACs (keyed by the MAC as given; unknown ones left out) and which of them
   * are blacklisted, in two batch reads.
   */
  buttons(macs: string[]): Promise<{ devices: Map<string, DeviceRecord>; blacklisted: Set<string> }>;
  scanner(scid: string): Promise<ScannerRecord | null>;
  /** The classroom's ongoing session (its classroom claim), or null. */
  ongoingSession(spotId: string): Promise<string | null>;
  /** The id of the link the session's running marker names, or null. */
  runningLinkId(sessionId: string): Promise<string | null>;
  /** A question link by id, or null. */
  link(linkId: string): Promise<QuestionLinkRecord | null>;
  /** The link the session stopped last, or null: late presses made before its end belong to it. */
  lastStoppedLink(sessionId: string): Promise<QuestionLinkRecord | null>;
  /** Sets a scanner's alive time and, from a status message, its state. */
  touchScanner(scannerId: string, change: { alive: string; status?: string }): Promise<void>;
}

/** The idempotent answer write (devices/answers.ts AnswerRecorder). */
export interface AnswerWriter {
  /** Stores a press decidePress checked and built; refuses nothing. */
  storeChecked(record: AnswerRecord): Promise<PressWrite>;
  /** Adds first answers to the link's count (0 reads it); returns the count after them. */
  countFirstAnswers(linkId: string, count: number): Promise<number>;
}

/** Adds rejected presses to the counts the screens read (devices/press-reject-store.ts). */
export interface PressRejectWriter {
  addToSession(sessionId: string, counts: RejectCounts, now: number): Promise<void>;
  addToScanner(scannerId: string, day: string, counts: RejectCounts, now: number): Promise<void>;
}

/** Sends an ack batch to a device (locally on the aedes broker, in AWS through IoT data plane). */
export interface AckPublisher {
  publish(topic: string, ack: AckBatch): Promise<void>;
}

/** A message that can never be processed, with why. */
export interface DeadLetter {
  reason: DeadLetterReason;
  detail: string;
  /** The queue message as received (the rule envelope), so it can be inspected or replayed. */
  body: string;
  messageId: string;
  at: string;
}

/** Where unusable messages go: the dead-letter queue locally, a structured error log in AWS. */
export interface DeadLetterSink {
  deadLetter(letter: DeadLetter): Promise<void>;
}

export interface ConsumerDeps {
  reader: ConsumerReader;
  answers: AnswerWriter;
  notifier: AnswerNotifier;
  acks: AckPublisher;
  deadLetters: DeadLetterSink;
  now?: () => number;
  log?: (message: string, details: Record<string, unknown>) => void;
  /** Tells onScannerStatus and onRegister subscribers (devices/device-events.ts); unset: nobody. */
  deviceEvents?: DeviceEventNotifier;
  /** Presses this instance stored lately: their resends are acked without the database. */
  recentPresses?: RecentPresses;
  /** Reads this instance keeps between queue batches (instance-cache.ts). */
  instanceCache?: InstanceCache;
  /** The rules engine, handed device events (rules/engine.ts); unset: events are read and dropped. */
  rules?: { emit(event: EmittedEvent): Promise<unknown> };
  /** Buttons' health folded per scanner, and its write (docs/fleet-health.md); unset: not kept. */
  buttonHealth?: { folder: ButtonHealthFolder; write: ButtonHealthWrite };
  /** Rejected presses counted per queue batch for the running class and fleet health; unset: not kept. */
  pressRejects?: PressRejectWriter;
  /** Keeps what scanners and buttons report in register replies (docs/system-data.md); unset: not kept. */
  deviceReports?: DeviceReportSink;
}
