/**
 * QR codes from the camera or an image file. jsqr is imported on first use only, so it is loaded
 * by this page alone and only when someone reads a code.
 */

async function decodePixels(pixels: ImageData): Promise<string | null> {
  const { default: jsQR } = await import('jsqr');
  return jsQR(pixels.data, pixels.width, pixels.height)?.data.trim() || null;
}

function pixelsOf(source: CanvasImageSource, width: number, height: number): ImageData | null {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context || width === 0 || height === 0) return null;
  context.drawImage(source, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

/** The text of the QR code in a video frame, or null. */
export async function decodeVideoFrame(video: HTMLVideoElement): Promise<string | null> {
  const pixels = pixelsOf(video, video.videoWidth, video.videoHeight);
  return pixels ? decodePixels(pixels) : null;
}

/** The text of the QR code in an image file, or null. */
export async function decodeImageFile(file: File): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    const pixels = pixelsOf(bitmap, bitmap.width, bitmap.height);
    return pixels ? decodePixels(pixels) : null;
  } finally {
    bitmap.close();
  }
}

/** The back camera's stream, or null when the browser has none or it is refused. */
export async function openCamera(): Promise<MediaStream | null> {
  if (!navigator.mediaDevices?.getUserMedia) return null;
  try {
    return await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  } catch {
    return null;
  }
}
