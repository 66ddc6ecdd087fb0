/// <reference lib="dom" />
/**
 * Question media in a real browser: a teacher uploads an image and a sound into a new survey
 * question, sees the preview and the audio player, saves, and finds both again when editing;
 * the sound is served as audio. The files are generated here (a PNG with sharp, a WAV by hand).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '../../web/src/i18n/locales/en';
import { launchBrowser, signedInTeacherPage } from '../support/browser';
import { solidPng as png, toneWav as wav } from '../support/media-samples';

const stack = inject('stack');
let browser: Browser;
let page: Page;

/** Waits until the preview image has really loaded (a broken image has no natural width). */
async function waitForLoadedImage(testId: string): Promise<number> {
  const handle = await page.waitForFunction((id) => {
    const img = document.querySelector<HTMLImageElement>(`[data-testid="${id}"]`);
    return img?.complete && img.naturalWidth > 0 ? img.naturalWidth : null;
  }, testId);
  return (await handle.jsonValue()) as number;
}

/** Waits until the player has read the sound's metadata, and gives its duration in seconds. */
async function waitForAudioDuration(testId: string): Promise<number> {
  const handle = await page.waitForFunction((id) => {
    const audio = document.querySelector<HTMLAudioElement>(`[data-testid="${id}"]`);
    return audio && audio.readyState >= 1 && Number.isFinite(audio.duration) ? audio.duration : null;
  }, testId);
  return (await handle.jsonValue()) as number;
}

async function pick(testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await signedInTeacherPage(browser, stack.url, 'teacher');
});

afterAll(async () => {
  await browser?.close();
});

describe('question image and audio', () => {
  it('uploads an image and a sound, keeps them through save and edit, and serves the sound', async () => {
    const title = `How loud is the bell? ${Date.now()}`;
    await page.goto(`${stack.url}/class/manage-question`);
    await page.getByTestId('question-list-page').waitFor();
    await page.getByTestId('question-create').click();
    await page.getByTestId('question-form-title').fill(title);
    await pick('question-form-type', en.SURVEY);
    await pick('question-form-answer-type', en.ANSWER_SURVEY);

    await page
      .getByTestId('question-form-image-file')
      .setInputFiles({ name: 'bell.png', mimeType: 'image/png', buffer: await png() });
    await page
      .getByTestId('question-form-audio-file')
      .setInputFiles({ name: 'bell.wav', mimeType: 'audio/wav', buffer: wav() });
    const imageWidth = await waitForLoadedImage('question-form-image-preview');
    const player = page.getByTestId('question-form-audio-player');
    await player.waitFor();
    const audioSrc = await player.evaluate((audio: HTMLAudioElement) => audio.src);
    const imageSrc = await page
      .getByTestId('question-form-image-preview')
      .evaluate((img: HTMLImageElement) => img.src);
    const duration = await waitForAudioDuration('question-form-audio-player');
    expect(imageWidth).toBe(40);
    expect(await player.evaluate((audio: HTMLAudioElement) => audio.controls)).toBe(true);
    // The WAV holds 2,000 samples at 8 kHz: the browser decoded the uploaded bytes.
    expect(duration).toBeCloseTo(0.25, 2);
    expect(audioSrc).toMatch(/\/question-audio\/[0-9a-f-]{36}\.wav$/);

    await page.getByTestId('question-form-save').click();
    await page.getByTestId('question-form').waitFor({ state: 'hidden' });
    // A new question goes to the end of the library, which other tests may have filled: search.
    await page.getByTestId('question-filter-q').fill(title);
    const row = page.getByTestId('question-list').locator('tr', { hasText: title });
    await row.waitFor();

    await row.locator('[data-testid^="question-edit-"]').click();
    expect(await waitForAudioDuration('question-form-audio-player')).toBeCloseTo(0.25, 2);
    expect(await waitForLoadedImage('question-form-image-preview')).toBe(40);
    expect(
      await page.getByTestId('question-form-image-preview').evaluate((img: HTMLImageElement) => img.src),
    ).toBe(imageSrc);
    expect(
      await page.getByTestId('question-form-audio-player').evaluate((audio: HTMLAudioElement) => audio.src),
    ).toBe(audioSrc);
    await page.getByTestId('question-form-cancel').click();

    const served = await fetch(audioSrc);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^audio\//);
    expect(Buffer.from(await served.arrayBuffer()).equals(wav())).toBe(true);
  });

  it('keeps an image on a multiple-choice option through save and edit', async () => {
    const title = `Which one is blue? ${Date.now()}`;
    await page.goto(`${stack.url}/class/manage-question`);
    await page.getByTestId('question-list-page').waitFor();
    await page.getByTestId('question-create').click();
    await page.getByTestId('question-form-title').fill(title);
    await pick('question-form-answer-type', en.ANSWER_MULTIPLE);
    await page.getByTestId('question-form-choice-1').fill('Sky');
    await page.getByTestId('question-form-choice-2').fill('Grass');

    await page
      .getByTestId('question-form-choice-2-image-file')
      .setInputFiles({ name: 'grass.png', mimeType: 'image/png', buffer: await png() });
    expect(await waitForLoadedImage('question-form-choice-2-image-preview')).toBe(40);
    await pick('question-form-correct', '1. Sky');
    await page.getByTestId('question-form-save').click();
    await page.getByTestId('question-form').waitFor({ state: 'hidden' });
    // A new question goes to the end of the library, which other tests may have filled: search.
    await page.getByTestId('question-filter-q').fill(title);
    const row = page.getByTestId('question-list').locator('tr', { hasText: title });
    await row.waitFor();
    await row.locator('[data-testid^="question-edit-"]').click();

    expect(await waitForLoadedImage('question-form-choice-2-image-preview')).toBe(40);
    expect(await page.getByTestId('question-form-choice-1-image-preview').count()).toBe(0);
    await page.getByTestId('question-form-cancel').click();
  });

  it('shows the translated refusal for a file that is not audio in the sound field', async () => {
    await page.goto(`${stack.url}/class/manage-question`);
    await page.getByTestId('question-list-page').waitFor();
    await page.getByTestId('question-create').click();

    await page.getByTestId('question-form-audio-file').setInputFiles({
      name: 'notes.mp3',
      mimeType: 'audio/mpeg',
      buffer: Buffer.from('only text, not a song'),
    });

    // The sound field uploads into the audio-only category: anything else is NOT_AUDIO.
    await page.getByTestId('question-form').getByText(en.NOT_AUDIO).waitFor();
    expect(await page.getByTestId('question-form-audio-player').count()).toBe(0);
    await page.getByTestId('question-form-cancel').click();
  });
});
