/**
 * Refuses an oversized MQTT packet before the broker buffers it: the fixed header's remaining
 * length is read as bytes arrive, and a packet above the limit closes the connection at once,
 * as IoT Core refuses a message above its 128 KB (LIMITS.maxPacketBytes). aedes has no such
 * setting, so the guard sits between the socket and the broker.
 */
import { Duplex } from 'node:stream';

/** Reads MQTT packet boundaries across chunks; says whether every packet so far fits. */
export class PacketLengthReader {
  private state: 'type' | 'length' | 'body' = 'type';
  private length = 0;
  private multiplier = 1;
  private left = 0;

  constructor(private readonly maxBytes: number) {}

  /** False once a packet's remaining length exceeds the limit, or its length field is invalid. */
  accept(chunk: Uint8Array): boolean {
    let index = 0;
    while (index < chunk.length) {
      if (this.state === 'type') {
        index += 1;
        this.state = 'length';
        this.length = 0;
        this.multiplier = 1;
      } else if (this.state === 'length') {
        const byte = chunk[index] as number;
        index += 1;
        this.length += (byte & 0x7f) * this.multiplier;
        this.multiplier *= 128;
        if (this.length > this.maxBytes || this.multiplier > 128 ** 4) return false;
        if ((byte & 0x80) === 0) {
          this.left = this.length;
          this.state = this.left === 0 ? 'type' : 'body';
        }
      } else {
        const taken = Math.min(this.left, chunk.length - index);
        index += taken;
        this.left -= taken;
        if (this.left === 0) this.state = 'type';
      }
    }
    return true;
  }
}

/** The connection as the broker sees it: the same bytes, cut off at the first oversized packet. */
export function guardPacketSize(source: Duplex, maxBytes: number): Duplex {
  const reader = new PacketLengthReader(maxBytes);
  const guarded: Duplex = new Duplex({
    read() {
      source.resume();
    },
    write(chunk, encoding, callback) {
      source.write(chunk, encoding, callback);
    },
    final(callback) {
      source.end(callback);
    },
    destroy(error, callback) {
      source.destroy();
      callback(error);
    },
  });
  source.on('data', (chunk: Buffer) => {
    if (!reader.accept(chunk)) {
      guarded.destroy();
      return;
    }
    if (!guarded.push(chunk)) source.pause();
  });
  source.once('end', () => guarded.push(null));
  source.once('close', () => guarded.destroy());
  source.on('error', () => guarded.destroy());
  return guarded;
}
