/**
 * Where one press goes (docs/devices-mqtt.md "Reject reasons"): blacklisted or unknown button,
 * too old, a button the scanner may not speak for, no classroom, no running question, a press
 * reaching us too long after the stop, a value the question does not take, or the answer to
 * write: MAC -> device -> student (the device's user) -> classroom (placement.ts: the button,
 * the scanner and the question in one site and classroom) -> that classroom's ongoing session ->
 * the link the press answers: the running one, or the one stopped last when the press was made
 * before its end and reached us within the stop grace (BatchLookups.linkAt). This is the press's
 * one check (its payload's shape aside, payloads.ts): every refusal is a reason of the MQTT
 * contract, decided here, and the answer to write leaves here built (answerRecordOf).
 */
import type { AnswerRecord, DeviceRecord, QuestionLinkRecord, ScannerRecord } from '../../data/records';
import { type AnswerInput, answerRecordOf, answerValueOf, askedQuestion } from '../answers';
import { LIMITS } from '../limits';
import type { Press, RejectReason } from '../payloads';
import { placeButton } from '../placement';
import { pressAgeMs, serverPressTime } from '../sequence';
import type { BatchLookups } from './lookups';

/** The press's batch as the consumer saw it. */
export interface PressContext {
  sentAt: number;
  /** When the rule saw the message (server clock, ms). */
  receivedAt: number;
  /** The relaying scanner (already checked registered and active); null for a direct button. */
  scanner: ScannerRecord | null;
}

export type PressDecision =
  | { kind: 'reject'; reason: RejectReason }
  | {
      kind: 'record';
      link: QuestionLinkRecord;
      device: DeviceRecord;
      /**
       * The answer to store, checked here once (AnswerRecorder.storeChecked checks nothing); its
       * `value` is as stored (O/X as 1/2), its `studentKey` whose answer it replaces.
       */
      record: AnswerRecord;
    };

const reject = (reason: RejectReason): PressDecision => ({ kind: 'reject', reason });

export async function decidePress(
  press: Press,
  context: PressContext,
  lookups: Pick<BatchLookups, 'isBlacklisted' | 'device' | 'linkAt'>,
): Promise<PressDecision> {
  if (await lookups.isBlacklisted(press.mac)) return reject('blacklisted');
  if (pressAgeMs(press.at, context.sentAt) > LIMITS.maxPressAgeMs) return reject('expired');
  const device = await lookups.device(press.mac);
  // An inactive device is treated like an unknown one: it was taken out of service.
  if (!device?.active) return reject('unknown-device');
  const placement = placeButton(device, context.scanner);
  if (!placement.ok) return reject(placement.reason);
  const at = new Date(serverPressTime(press.at, context.sentAt, context.receivedAt)).toISOString();
  const link = await lookups.linkAt(placement.spotId, at);
  if (!link) return reject('no-question-running');
  // The device clock may claim any press time before the stop; the server's own arrival time
  // bounds how late after the stop a press still counts (LIMITS.stopGraceMs).
  if (link.end && context.receivedAt > Date.parse(link.end) + LIMITS.stopGraceMs) return reject('too-late');
  // The link is of the classroom's own session; its site is checked too, so no record mix-up
  // can carry a press across tenants.
  if (link.siteId !== placement.siteId) return reject('other-site');
  if (link.spotId !== placement.spotId) return reject('other-classroom');
  // Only a value the question does not take is invalid-value; any other failure is thrown, so
  // the batch is retried or dead-lettered instead of acknowledged as the button's fault.
  const checked = answerValueOf(askedQuestion(link), press.value);
  if (!checked.ok) return reject('invalid-value');
  const answer: AnswerInput = {
    value: press.value,
    at,
    receivedAt: context.receivedAt,
    scanner: context.scanner?.scid ?? null,
    student: device.userId,
    device: { mac: device.mac, user: device.userId },
  };
  return { kind: 'record', link, device, record: answerRecordOf(link, answer, checked.value, press.seq) };
}
