/** Media references name only the product's own files (docs/files.md "Media references"). */
import { describe, expect, it } from 'vitest';
import { FILES_URL_PREFIX } from '../../../../infra/lib/stacks/api-stack';
import { functionEnvSchema } from '../../config/env';
import { FILES_PATH_PREFIX } from '../../kernel/file-paths';
import { isOwnMedia, mediaRef, webLink } from './media-refs';

const IMAGE = '/files/question-image/0f8fad5b-d9cb-469f-a165-70867728950e.png';
const AUDIO = '/files/question-audio/0f8fad5b-d9cb-469f-a165-70867728950e.mp3';

describe('media references', () => {
  it('accepts the paths the upload route hands out, of the right kind', () => {
    expect(isOwnMedia(IMAGE, 'image')).toBe(true);
    expect(isOwnMedia(AUDIO, 'audio')).toBe(true);
    expect(isOwnMedia(AUDIO, 'image')).toBe(false);
    expect(isOwnMedia(IMAGE, 'audio')).toBe(false);
  });

  it.each([
    'https://tracker.example/pixel.png',
    '//tracker.example/files/question-image/0f8fad5b-d9cb-469f-a165-70867728950e.png',
    'javascript:alert(1)',
    'data:image/png;base64,iVBORw0KGgo=',
    '/files/../api/v3/version',
    '/files/question-image/not-a-uuid.png',
    `${IMAGE}?x=1`,
    `https://127.0.0.1${IMAGE}`,
  ])('refuses %s', (path) => {
    expect(isOwnMedia(path, 'image')).toBe(false);
    expect(mediaRef('image').safeParse(path).error?.issues[0]?.message).toBe('MEDIA_NOT_OWN_FILE');
  });

  it('reads an empty reference as none', () => {
    expect(mediaRef('image').parse('')).toBeNull();
    expect(mediaRef('audio').parse(undefined)).toBeNull();
  });

  it('takes a web address as a link and nothing else', () => {
    expect(webLink.parse('https://example.org/lesson')).toBe('https://example.org/lesson');
    expect(webLink.safeParse('javascript:alert(1)').error?.issues[0]?.message).toBe('INVALID_LINK');
  });

  it('follows the prefix the files are served under in AWS and locally', () => {
    const localDefault = functionEnvSchema.parse({
      TABLE_NAME: 't',
      TOKEN_SECRET: 'x'.repeat(32),
      APP_VERSION: '1',
    }).FILES_URL_PREFIX;

    expect(FILES_URL_PREFIX).toBe(FILES_PATH_PREFIX);
    expect(localDefault).toBe(FILES_PATH_PREFIX);
  });
});
