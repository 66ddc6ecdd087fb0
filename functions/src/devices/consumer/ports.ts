/**
 * What the answer consumer needs from the rest of the system, as small interfaces: the reads of
 * the fleet and the class (ConsumerReader), the answer write, where acks and dead letters go.
 * The real ones are wired in app/services.ts; the unit tests pass fakes.
 */
import type { AnswerRecord, DeviceRecord, QuestionLinkRecord, ScannerRecord } from '../../data/records';
import type { AnswerInput, AnswerOutcome } from '../../domain/answers';
import type { AnswerNotifier } from '../answer-events';
import type { DeadLetterReason } from '../messages';
import type { AckBatch } from '../payloads';

/** The reads behind one press; BatchLookups caches them for a queue batch. */
export interface ConsumerReader {
  device(mac: string): Promise<DeviceRecord | null>;
  isBlacklisted(mac: string): Promise<boolean>;
  scanner(scid: string): Promise<ScannerRecord | null>;
  /** The classroom's ongoing session (its classroom claim), or null. */
  ongoingSession(spotId: string): Promise<string | null>;
  /** The session's running question link (its running marker), or null. */
  runningLink(sessionId: string): Promise<QuestionLinkRecord | null>;
  /** Every answer of a link: tells a first answer from a replacement and gives the count. */
  answers(linkId: string): Promise<Pick<AnswerRecord, 'studentKey'>[]>;
  /** Sets a scanner's alive time and, from a status message, its state. */
  touchScanner(scannerId: string, change: { alive: string; status?: string }): Promise<void>;
}

/** The idempotent answer write (domain/answers.ts AnswerRecorder). */
export interface AnswerWriter {
  recordAnswer(link: QuestionLinkRecord, answer: AnswerInput, seq: number): Promise<AnswerOutcome>;
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
}
