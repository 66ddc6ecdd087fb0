/**
 * Uploaded audio (question sounds, later countdown audio): the type is read from the first bytes,
 * never from the client's name or mimetype, and the bytes are stored as they are. There is no
 * transcoding: every format here plays in the browsers the console supports, and decoding audio
 * on the server would only add a native dependency to the upload function.
 */

export type AudioKind = 'mp3' | 'aac' | 'wav' | 'ogg' | 'm4a' | 'webm';

export interface StoredAudio {
  bytes: Buffer;
  mimetype: string;
  extension: string;
}

export const AUDIO_TYPES: Record<AudioKind, { mimetype: string; extension: string }> = {
  mp3: { mimetype: 'audio/mpeg', extension: 'mp3' },
  aac: { mimetype: 'audio/aac', extension: 'aac' },
  wav: { mimetype: 'audio/wav', extension: 'wav' },
  ogg: { mimetype: 'audio/ogg', extension: 'ogg' },
  m4a: { mimetype: 'audio/mp4', extension: 'm4a' },
  webm: { mimetype: 'audio/webm', extension: 'webm' },
};

/** ISO-BMFF major brands of audio-only or generic MP4 files (HEIC/AVIF brands are images). */
const MP4_AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'mp42', 'mp41', 'isom', 'iso2', 'dash']);

/** An ID3v2 tag: "ID3", a major version 2..4, and a 4-byte size of 7-bit ("syncsafe") bytes. */
function isId3(bytes: Buffer): boolean {
  if (bytes.subarray(0, 3).toString('latin1') !== 'ID3') return false;
  const major = bytes[3] ?? 0;
  if (major < 2 || major > 4 || bytes[4] === 0xff) return false;
  return [6, 7, 8, 9].every((at) => (bytes[at] ?? 0xff) < 0x80);
}

/**
 * An MPEG frame header: 11 sync bits, then fields whose reserved values real files never use.
 * Layer bits 00 are not MPEG audio but an ADTS (raw AAC) header.
 */
function mpegFrame(bytes: Buffer): 'mp3' | 'aac' | null {
  const [b0 = 0, b1 = 0, b2 = 0] = bytes;
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 0b11;
  const layer = (b1 >> 1) & 0b11;
  if (layer === 0) {
    // ADTS: MPEG-2/4 (version bit), sample-rate index 0..12 (13..15 are reserved).
    const rate = (b2 >> 2) & 0b1111;
    return (b1 & 0xf6) === 0xf0 && rate <= 12 ? 'aac' : null;
  }
  const bitrate = b2 >> 4;
  const rate = (b2 >> 2) & 0b11;
  if (version === 0b01 || bitrate === 0b1111 || rate === 0b11) return null;
  return 'mp3';
}

/** A WebM file: an EBML header whose DocType (within the first bytes) is "webm". */
function isWebm(bytes: Buffer): boolean {
  if (!bytes.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return false;
  return bytes.subarray(4, 64).includes(Buffer.from('webm', 'latin1'));
}

/** The audio type from the first bytes, or null for anything else. */
export function sniffAudio(bytes: Buffer): AudioKind | null {
  if (bytes.length < 12) return null;
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1');
  if (isId3(bytes)) return 'mp3';
  const frame = mpegFrame(bytes);
  if (frame) return frame;
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'wav';
  if (ascii(0, 4) === 'OggS') return 'ogg';
  if (ascii(4, 8) === 'ftyp' && MP4_AUDIO_BRANDS.has(ascii(8, 12))) return 'm4a';
  if (isWebm(bytes)) return 'webm';
  return null;
}

/** The bytes to store for an audio upload, unchanged, or null when they are not audio. */
export function storedAudio(bytes: Buffer): StoredAudio | null {
  const kind = sniffAudio(bytes);
  return kind ? { bytes, ...AUDIO_TYPES[kind] } : null;
}
