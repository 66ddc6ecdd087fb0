/// <reference lib="dom" />
/**
 * Uploads through the presigned path in a real browser (docs/files.md "How a file arrives"): a
 * teacher picks a JPEG and then a PNG in the question form's image field; the console asks for a
 * form, posts the bytes to the bucket's URL (the local gateway, checking the policy as S3 does),
 * waits for the file processor, and shows each image as the processor normalised it: the JPEG
 * turned upright from its EXIF orientation, the PNG capped at 4,096 px.
 */
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_FILES_POST_PATH } from '../../infra/local/stack';
import { launchBrowser, signedInTeacherPage } from '../support/browser';

const stack = inject('stack');
let browser: Browser;
let page: Page;
const bucketPosts: string[] = [];

/** A 60x40 JPEG stored sideways: EXIF orientation 6 says to turn it a quarter clockwise (40x60). */
function sidewaysJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 60, height: 40, channels: 3, background: '#40a040' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function widePng(): Promise<Buffer> {
  return sharp({ create: { width: 5000, height: 40, channels: 3, background: '#2060c0' } })
    .png()
    .toBuffer();
}

/** The preview's natural size and source once an image with this source pattern has loaded. */
async function loadedPreview(extension: string): Promise<{ width: number; height: number; src: string }> {
  const handle = await page.waitForFunction((ext) => {
    const img = document.querySelector<HTMLImageElement>('[data-testid="question-form-image-preview"]');
    if (!img?.complete || img.naturalWidth === 0 || !img.src.endsWith(`.${ext}`)) return null;
    return { width: img.naturalWidth, height: img.naturalHeight, src: img.src };
  }, extension);
  return (await handle.jsonValue()) as { width: number; height: number; src: string };
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedInTeacherPage(browser, stack.url, 'teacher');
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === LOCAL_FILES_POST_PATH)
      bucketPosts.push(request.url());
  });
});

afterAll(async () => {
  await browser?.close();
});

describe('uploading images through the presigned form in the console', () => {
  it('shows a JPEG upright and a PNG capped at 4,096 px, each posted to the bucket and served from its own key', async () => {
    await page.goto(`${stack.url}/class/manage-question`);
    await page.getByTestId('question-list-page').waitFor();
    await page.getByTestId('question-create').click();
    const field = page.getByTestId('question-form-image-file');

    await field.setInputFiles({ name: 'leaf.jpg', mimeType: 'image/jpeg', buffer: await sidewaysJpeg() });
    const jpeg = await loadedPreview('jpg');
    await field.setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await widePng() });
    const png = await loadedPreview('png');

    expect([jpeg.width, jpeg.height]).toEqual([40, 60]);
    expect(jpeg.src).toMatch(/\/files\/question-image\/[0-9a-f-]{36}\.jpg$/);
    expect([png.width, png.height]).toEqual([4096, 33]);
    expect(png.src).toMatch(/\/files\/question-image\/[0-9a-f-]{36}\.png$/);
    expect(bucketPosts).toHaveLength(2);
    await page.getByTestId('question-form-cancel').click();
  });
});
