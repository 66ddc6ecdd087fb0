import { describe, expect, it, vi } from 'vitest';
import { jpegName, uploadableImage } from './heicImage';

const fileOf = (name: string, type: string) => new File([new Uint8Array([1, 2, 3])], name, { type });

describe('uploadableImage', () => {
  it('uploads an ordinary image unchanged, without loading the decoder', async () => {
    const decode = vi.fn();
    const png = fileOf('desk.png', 'image/png');
    expect(await uploadableImage(png, decode)).toEqual({ blob: png, name: 'desk.png' });
    expect(decode).not.toHaveBeenCalled();
  });

  it('converts HEIC to JPEG at quality 0.94', async () => {
    const jpeg = new Blob([new Uint8Array([0xff, 0xd8])], { type: 'image/jpeg' });
    const decode = vi.fn(async () => jpeg);
    const heic = fileOf('IMG_0001.HEIC', '');
    expect(await uploadableImage(heic, decode)).toEqual({ blob: jpeg, name: 'IMG_0001.jpg' });
    expect(decode).toHaveBeenCalledWith(heic, 0.94);
  });

  it('uploads the original HEIC for the server to convert when the browser cannot decode it', async () => {
    const heic = fileOf('photo.heif', 'image/heif');
    const decode = vi.fn(async () => Promise.reject(new Error('bad bitstream')));
    expect(await uploadableImage(heic, decode)).toEqual({ blob: heic, name: 'photo.heif' });
  });

  it('names the converted file .jpg', () => {
    expect(jpegName('a.heic')).toBe('a.jpg');
    expect(jpegName('b')).toBe('b.jpg');
  });
});
