import { describe, expect, it } from 'vitest';
import { PacketLengthReader } from './packet-guard';

/** An MQTT packet with a body of `size` bytes: type byte, remaining-length varint, body. */
function packet(size: number): Buffer {
  const length: number[] = [];
  let rest = size;
  do {
    let byte = rest % 128;
    rest = Math.floor(rest / 128);
    if (rest > 0) byte |= 0x80;
    length.push(byte);
  } while (rest > 0);
  return Buffer.concat([Buffer.from([0x30, ...length]), Buffer.alloc(size, 1)]);
}

describe('the broker packet size guard', () => {
  it('lets packets up to the limit through, split across chunks anywhere', () => {
    const reader = new PacketLengthReader(1000);
    const bytes = Buffer.concat([packet(0), packet(1000), packet(200)]);
    for (let at = 0; at < bytes.length; at += 7) expect(reader.accept(bytes.subarray(at, at + 7))).toBe(true);
  });

  it('refuses a packet above the limit from its header alone', () => {
    const reader = new PacketLengthReader(128 * 1024);
    expect(reader.accept(packet(10))).toBe(true);
    expect(reader.accept(packet(20 * 1024 * 1024).subarray(0, 5))).toBe(false);
  });
});
