/** The payload version and the limits and timings firmware must respect (docs/devices-mqtt.md "Limits"). */
/** The payload version every message carries as `v`; a message with another `v` is refused whole. */
export const CONTRACT_VERSION = 1;

/** Limits and timings firmware must respect; the reasons are in docs/devices-mqtt.md "Limits". */
export const LIMITS = {
  /** Presses in one batch; a direct button sends exactly one. */
  maxPressesPerBatch: 50,
  /** Bytes of one payload, well under IoT Core's 128 KB: a full batch is about 5 KB. */
  maxPayloadBytes: 8 * 1024,
  /** A scanner publishes a batch when it is full or this long after its first press. */
  batchWindowMs: 100,
  /** Unacknowledged presses are sent again after this long, then with doubling delays... */
  ackTimeoutMs: 5_000,
  /** ...up to this delay between tries. */
  maxRetryDelayMs: 60_000,
  /** A press older than this (scanner's own measure, sentAt - at) is refused as expired. */
  maxPressAgeMs: 10 * 60_000,
  /**
   * A press made before a stop counts only if it reached the server within this long after the
   * stop, on the server's clock, whatever the device clock says: later, the answer may be on screen.
   */
  stopGraceMs: 3_000,
  /** An event's `data`: nesting depth (an object in an object is depth 2) and JSON size in bytes. */
  maxEventDataDepth: 8,
  maxEventDataBytes: 4 * 1024,
  /**
   * Bytes of one MQTT packet the broker takes (IoT Core's own limit); a bigger one closes the
   * connection. Between this and maxPayloadBytes the consumer refuses the message as too-large.
   */
  maxPacketBytes: 128 * 1024,
  /** Presses a scanner keeps while unacknowledged; beyond it the oldest are dropped. */
  minPendingPresses: 1_000,
  /** A scanner says it is online at least this often. */
  heartbeatIntervalMs: 60_000,
  /** The console shows a scanner alive while its last message is younger than this (3 beats). */
  aliveWindowMs: 180_000,
  /** Devices in one scan report and WiFi networks in one list. */
  maxScanDevices: 200,
  maxWifiNetworks: 50,
} as const;
