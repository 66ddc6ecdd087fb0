/** The zod schemas of every payload: press batches, acknowledgements, status and registration. */
import { z } from 'zod';
import { macSchema as mac } from '../kernel/mac';
import { CONTRACT_VERSION, LIMITS } from './limits';
import { MAX_BOOT_COUNT } from './sequence';

const version = z.literal(CONTRACT_VERSION);
/** A sequence number or a time in milliseconds: a safe non-negative integer. */
export const seq = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
/** Milliseconds on the sender's clock: Unix time when it has one, else time since boot. */
export const millis = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const battery = z.number().int().min(0).max(100);
const rssi = z.number().int().min(-127).max(0);
const shortText = (max: number) => z.string().min(1).max(max);

/** One press: which button, which key, the sender's press seq and press time. */
export const pressSchema = z.object({
  mac,
  /** The key as pressed: O, X, ? or digits. Whether it fits the running question is the consumer's check. */
  value: z.string().regex(/^(O|X|\?|[0-9]{1,2})$/),
  seq,
  at: millis,
  battery: battery.optional(),
  rssi: rssi.optional(),
});

/** A press batch on `.../presses`: press seqs unique within the batch. */
export const pressBatchSchema = z
  .object({
    v: version,
    seq,
    sentAt: millis,
    presses: z.array(pressSchema).min(1).max(LIMITS.maxPressesPerBatch),
  })
  .superRefine((batch, context) => {
    const seen = new Set<number>();
    batch.presses.forEach((press, index) => {
      if (seen.has(press.seq))
        context.addIssue({ code: 'custom', message: 'DUPLICATE_PRESS_SEQ', path: ['presses', index, 'seq'] });
      seen.add(press.seq);
    });
  });

export const ACK_STATUSES = ['accepted', 'replaced', 'duplicate', 'rejected'] as const;

/** Why a press was refused; a refused press is final, the sender must not send it again. */
export const REJECT_REASONS = [
  'malformed',
  'unsupported-version',
  'unknown-scanner',
  'unknown-device',
  'blacklisted',
  'not-seated',
  'no-question-running',
  'invalid-value',
  'expired',
  'mac-mismatch',
  'other-site',
  'other-classroom',
  'too-late',
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

const pressAckSchema = z.discriminatedUnion('status', [
  z.object({ seq, mac: mac.optional(), status: z.enum(['accepted', 'replaced', 'duplicate']) }),
  z.object({ seq, mac: mac.optional(), status: z.literal('rejected'), reason: z.enum(REJECT_REASONS) }),
]);

/** The back end's answer on `.../acks`: one entry per press, matched by press seq. */
export const ackBatchSchema = z.object({
  v: version,
  /** The batch seq this answers; absent when the batch itself could not be read. */
  batchSeq: seq.optional(),
  /** Server time (Unix ms), so a scanner without a clock can set one. */
  sentAt: millis,
  acks: z.array(pressAckSchema).min(1).max(LIMITS.maxPressesPerBatch),
});

export const OFFLINE_REASONS = ['shutdown', 'rebooting', 'network-change', 'connection-lost'] as const;

/** Status and heartbeat on `.../status`; also the last-will message (state offline, connection-lost). */
export const statusSchema = z.object({
  v: version,
  state: z.enum(['online', 'offline']),
  sentAt: millis,
  reason: z.enum(OFFLINE_REASONS).optional(),
  boot: z.number().int().min(0).max(MAX_BOOT_COUNT).optional(),
  model: shortText(32).optional(),
  mac: mac.optional(),
  firmware: shortText(32).optional(),
  ssid: shortText(32).optional(),
  rssi: rssi.optional(),
  battery: battery.optional(),
  uptimeS: z.number().int().min(0).optional(),
  /** Presses waiting for an acknowledgement. */
  pending: z.number().int().min(0).optional(),
});

export const REGISTER_OPS = [
  'identify',
  'scan-devices',
  'scan-wifi',
  'set-wifi',
  'commit',
  'cancel',
] as const;

const requestId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const requestBase = { v: version, requestId, sentAt: millis };

/** A step of the registration wizard, sent to the scanner on `.../register/requests`. */
export const registerRequestSchema = z.discriminatedUnion('op', [
  z.object({ ...requestBase, op: z.literal('identify') }),
  z.object({
    ...requestBase,
    op: z.literal('scan-devices'),
    durationMs: z.number().int().min(1_000).max(60_000),
  }),
  z.object({ ...requestBase, op: z.literal('scan-wifi') }),
  // An open network has an empty password; WPA2 passwords are 8 to 63 characters.
  z.object({
    ...requestBase,
    op: z.literal('set-wifi'),
    ssid: shortText(32),
    password: z.union([z.literal(''), z.string().min(8).max(63)]),
  }),
  z.object({ ...requestBase, op: z.literal('commit'), name: shortText(200).optional() }),
  z.object({ ...requestBase, op: z.literal('cancel') }),
]);

export const REGISTER_ERRORS = [
  'busy',
  'malformed',
  'unsupported-op',
  'scan-failed',
  'wifi-not-found',
  'wifi-auth-failed',
  'wifi-join-failed',
] as const;

const replyBase = {
  v: version,
  requestId,
  sentAt: millis,
  ok: z.boolean(),
  error: z.enum(REGISTER_ERRORS).optional(),
};
const scannedDevice = z.object({
  mac,
  rssi: rssi.optional(),
  battery: battery.optional(),
  model: shortText(32).optional(),
});
const wifiNetwork = z.object({ ssid: shortText(32), rssi: rssi.optional(), secure: z.boolean() });

/** The scanner's answer on `.../register/replies`; the back end relays it to the console's onRegister. */
export const registerReplySchema = z
  .discriminatedUnion('op', [
    z.object({
      ...replyBase,
      op: z.literal('identify'),
      model: shortText(32).optional(),
      mac: mac.optional(),
      firmware: shortText(32).optional(),
      ssid: shortText(32).optional(),
    }),
    // Sent several times while scanning (done: false), then once more with done: true.
    z.object({
      ...replyBase,
      op: z.literal('scan-devices'),
      done: z.boolean(),
      devices: z.array(scannedDevice).max(LIMITS.maxScanDevices).default([]),
    }),
    z.object({
      ...replyBase,
      op: z.literal('scan-wifi'),
      networks: z.array(wifiNetwork).max(LIMITS.maxWifiNetworks).default([]),
    }),
    z.object({ ...replyBase, op: z.literal('set-wifi'), ssid: shortText(32).optional() }),
    z.object({ ...replyBase, op: z.literal('commit') }),
    z.object({ ...replyBase, op: z.literal('cancel') }),
  ])
  .superRefine((reply, context) => {
    if (reply.ok === (reply.error !== undefined))
      context.addIssue({ code: 'custom', message: 'OK_XOR_ERROR', path: ['error'] });
  });

export type Press = z.infer<typeof pressSchema>;
export type PressBatch = z.infer<typeof pressBatchSchema>;
export type PressAck = z.infer<typeof pressAckSchema>;
export type AckBatch = z.infer<typeof ackBatchSchema>;
export type ScannerStatus = z.infer<typeof statusSchema>;
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
export type RegisterReply = z.infer<typeof registerReplySchema>;
/** The JSON as written on the wire (before MAC normalisation and defaults). */
export type PressBatchInput = z.input<typeof pressBatchSchema>;
export type AckBatchInput = z.input<typeof ackBatchSchema>;
