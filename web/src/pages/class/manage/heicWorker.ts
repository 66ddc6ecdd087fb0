/**
 * Decodes one HEIC/HEIF file to JPEG off the main thread: libheif-js (libheif compiled to plain
 * JavaScript, the build the server's heic-convert uses too) decodes the first image, and an
 * OffscreenCanvas encodes it. A same-origin module worker, so it runs under the console's
 * Content-Security-Policy as it is: this build needs neither eval nor WebAssembly, unlike
 * heic2any, whose blob: worker needs `new Function` (docs/security.md "Security headers").
 */
import libheif from 'libheif-js';

export interface HeicRequest {
  readonly file: Blob;
  readonly quality: number;
}

export type HeicReply = { readonly jpeg: Blob } | { readonly error: string };

async function toJpeg({ file, quality }: HeicRequest): Promise<Blob> {
  const [image] = new libheif.HeifDecoder().decode(new Uint8Array(await file.arrayBuffer()));
  if (!image) throw new Error('no image in the HEIC file');
  const width = image.get_width();
  const height = image.get_height();
  const pixels = await new Promise<ImageData>((resolve, reject) =>
    image.display(new ImageData(width, height), (shown) =>
      shown ? resolve(shown) : reject(new Error('the HEIC image could not be decoded')),
    ),
  );
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas in this worker');
  context.putImageData(pixels, 0, 0);
  return canvas.convertToBlob({ type: 'image/jpeg', quality });
}

self.onmessage = (event: MessageEvent<HeicRequest>) => {
  toJpeg(event.data).then(
    (jpeg) => postMessage({ jpeg } satisfies HeicReply),
    (error: unknown) => postMessage({ error: String(error) } satisfies HeicReply),
  );
};
