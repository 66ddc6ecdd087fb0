/** Small valid media files made in memory for upload tests (no sample files in the tree). */
import sharp from 'sharp';

/** An 8 kHz, 8-bit mono PCM WAV holding the given sample bytes. */
export function wavOf(samples: Uint8Array): Buffer {
  const rate = 8000;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28); // bytes per second
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}

/** A quarter of a second of a 440 Hz tone: 2,000 samples, so a player reads 0.25 s. */
export function toneWav(): Buffer {
  const rate = 8000;
  return wavOf(
    Uint8Array.from({ length: rate / 4 }, (_, i) =>
      Math.round(128 + 60 * Math.sin((2 * Math.PI * 440 * i) / rate)),
    ),
  );
}

/** A PNG of one colour. */
export function solidPng(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();
}
