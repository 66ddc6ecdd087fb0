/**
 * Uploaded audio (question sounds, later countdown audio): the type is read from the first bytes,
 * never from the client's name or mimetype, and the bytes are stored as they are. There is no
 * transcoding: every format here plays in the browsers the console supports, and decoding audio
 * on the server would only add a native dependency to the upload function.
 * A frame stream (MP3, ADTS AAC) has no magic number, only 11-12 sync bits, so it is recognised by
 * two consecutive frame headers, the second exactly one computed frame length after the first:
 * text or HTML that merely starts with FF Fx does not have that.
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

/**
 * Where the audio after an ID3v2 tag starts, or null when there is no well-formed tag: "ID3", a
 * major version 2..4, a revision other than FF, and a 4-byte size of 7-bit ("syncsafe") bytes that
 * counts the tag body after its 10-byte header (a v2.4 footer, flag 0x10, adds another 10).
 */
function afterId3(bytes: Buffer): number | null {
  if (bytes.subarray(0, 3).toString('latin1') !== 'ID3') return null;
  const major = bytes[3] ?? 0;
  if (major < 2 || major > 4 || bytes[4] === 0xff) return null;
  const sizeBytes = [6, 7, 8, 9].map((at) => bytes[at] ?? 0xff);
  if (sizeBytes.some((byte) => byte >= 0x80)) return null;
  const size = sizeBytes.reduce((total, byte) => total * 128 + byte, 0);
  const footer = major === 4 && ((bytes[5] ?? 0) & 0x10) !== 0 ? 10 : 0;
  return 10 + size + footer;
}

/** What two frames of one stream must share, and where the next frame starts. */
interface FrameHeader {
  kind: 'mp3' | 'aac';
  /** Version, layer and sample rate bits: constant within a real stream. */
  stream: number;
  length: number;
}

/** Bitrates in kbit/s by [MPEG-1, MPEG-2/2.5][layer I, II, III] and bitrate index 1..14. */
const BITRATES: readonly (readonly (readonly number[])[])[] = [
  [
    [32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
    [32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
    [32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  ],
  [
    [32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
    [8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
    [8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  ],
];
/** Sample rates in Hz by version bits (00 MPEG-2.5, 10 MPEG-2, 11 MPEG-1; 01 is reserved). */
const SAMPLE_RATES: Record<number, readonly number[]> = {
  0: [11025, 12000, 8000],
  2: [22050, 24000, 16000],
  3: [44100, 48000, 32000],
};

/**
 * An MPEG audio frame header at `at`: 11 sync bits, then no reserved value (version 01, layer 00,
 * bitrate 1111, sample rate 11, emphasis 10) and no "free" bitrate 0000 (its frames have no
 * computable length). FF FE and FF FF (MPEG-1 Layer I, practically unused in files) are refused:
 * they are the UTF-16LE byte order mark and filler bytes, how disguised text starts.
 */
function mpegHeader(bytes: Buffer, at: number): FrameHeader | null {
  const [b0, b1, b2, b3] = [bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]];
  if (b0 !== 0xff || b1 === undefined || b2 === undefined || b3 === undefined) return null;
  if ((b1 & 0xe0) !== 0xe0 || b1 === 0xfe || b1 === 0xff) return null;
  const version = (b1 >> 3) & 0b11;
  const layerBits = (b1 >> 1) & 0b11;
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 0b11;
  const rates = SAMPLE_RATES[version];
  if (!rates || layerBits === 0 || bitrateIndex === 0 || bitrateIndex === 0b1111 || rateIndex === 0b11)
    return null;
  if ((b3 & 0b11) === 0b10) return null;
  const layer = 4 - layerBits; // bits 11 = Layer I, 10 = Layer II, 01 = Layer III
  const bitrate = (BITRATES[version === 0b11 ? 0 : 1]?.[layer - 1]?.[bitrateIndex - 1] ?? 0) * 1000;
  const sampleRate = rates[rateIndex] ?? 0;
  const padding = (b2 >> 1) & 1;
  // Samples per frame / 8: Layer I 384 (in 4-byte slots), Layer II 1152, Layer III 1152 (MPEG-1) or 576.
  const length =
    layer === 1
      ? (Math.floor((12 * bitrate) / sampleRate) + padding) * 4
      : Math.floor(((layer === 3 && version !== 0b11 ? 72 : 144) * bitrate) / sampleRate) + padding;
  return { kind: 'mp3', stream: (b1 << 2) | rateIndex, length };
}

/**
 * An ADTS (raw AAC) header at `at`: 12 sync bits, layer 00, a sample-rate index 0..12 and a 13-bit
 * frame length that covers at least the header itself (7 bytes, 9 with a CRC).
 */
function adtsHeader(bytes: Buffer, at: number): FrameHeader | null {
  const header = bytes.subarray(at, at + 7);
  if (header.length < 7) return null;
  const [b0 = 0, b1 = 0, b2 = 0, b3 = 0, b4 = 0, b5 = 0] = header;
  if (b0 !== 0xff || (b1 & 0xf6) !== 0xf0) return null;
  const rateIndex = (b2 >> 2) & 0b1111;
  if (rateIndex > 12) return null;
  const length = ((b3 & 0b11) << 11) | (b4 << 3) | (b5 >> 5);
  if (length < ((b1 & 1) === 1 ? 7 : 9)) return null;
  return { kind: 'aac', stream: (b1 << 4) | rateIndex, length };
}

const frameHeader = (bytes: Buffer, at: number) => mpegHeader(bytes, at) ?? adtsHeader(bytes, at);

/**
 * MP3 or AAC when a frame header starts at `at` and a second one of the same stream starts
 * exactly one frame length later; null otherwise (a single header is not enough evidence).
 */
function frameStreamAt(bytes: Buffer, at: number): 'mp3' | 'aac' | null {
  const first = frameHeader(bytes, at);
  if (!first) return null;
  const second = frameHeader(bytes, at + first.length);
  return second && second.kind === first.kind && second.stream === first.stream ? first.kind : null;
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
  const tagEnd = afterId3(bytes);
  // A tag is only a prefix: what follows it (inside the file) must be a real frame stream.
  if (tagEnd !== null) return frameStreamAt(bytes, tagEnd);
  const stream = frameStreamAt(bytes, 0);
  if (stream) return stream;
  if (ascii(0, 4) === 'RIFF' && ascii(8, 16) === 'WAVEfmt ') return 'wav';
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
