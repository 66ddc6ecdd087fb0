/**
 * The real image codecs behind images.ts: sharp for everything but HEIC, which sharp cannot decode
 * (no HEVC), hence heic-convert (WASM) for it. esbuild inlines even a dynamic import() into a Lambda
 * bundle, and libheif alone is about 2 MB, so only the file function's root (app/file-root.ts)
 * imports this module; the import() calls still defer loading to the first upload.
 */
import { type ImageCodecs, MAX_EDGE_PX } from './images';

/** The codecs, each loaded on its first use. */
export const defaultCodecs: ImageCodecs = {
  async heicToJpeg(bytes, quality) {
    const { default: convert } = await import('heic-convert');
    const converted = await convert({ buffer: bytes, format: 'JPEG', quality });
    const jpeg = Buffer.from(converted instanceof ArrayBuffer ? new Uint8Array(converted) : converted);
    // Like every other image, at most MAX_EDGE_PX on the long edge (phones take 4032x3024 or more).
    const { default: sharp } = await import('sharp');
    const { width = 0, height = 0 } = await sharp(jpeg).metadata();
    if (Math.max(width, height) <= MAX_EDGE_PX) return jpeg;
    return sharp(jpeg)
      .resize({ width: MAX_EDGE_PX, height: MAX_EDGE_PX, fit: 'inside' })
      .jpeg({ quality: Math.round(quality * 100) })
      .toBuffer();
  },
  async normalize(bytes, kind) {
    const { default: sharp } = await import('sharp');
    // Animated GIFs keep their frames; everything else is one upright, capped frame.
    const image = sharp(bytes, { animated: kind === 'gif', limitInputPixels: 100_000_000 })
      .rotate()
      .resize({ width: MAX_EDGE_PX, height: MAX_EDGE_PX, fit: 'inside', withoutEnlargement: true });
    const encoded =
      kind === 'jpeg'
        ? image.jpeg({ quality: 90, mozjpeg: true })
        : kind === 'png'
          ? image.png()
          : kind === 'gif'
            ? image.gif()
            : kind === 'webp'
              ? image.webp({ quality: 90 })
              : image.avif({ quality: 60 });
    return encoded.toBuffer();
  },
};
