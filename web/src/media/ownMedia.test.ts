/** The console renders only the product's own files (the same cases as the server's media-refs.test.ts). */
import { describe, expect, it } from 'vitest';
import { isOwnMedia } from '../../../functions/src/domain/files/media-refs';
import { ownMedia } from './ownMedia';

const IMAGE = '/files/question-image/0f8fad5b-d9cb-469f-a165-70867728950e.png';
const AUDIO = '/files/question-audio/0f8fad5b-d9cb-469f-a165-70867728950e.mp3';
const OTHERS = [
  'https://tracker.example/pixel.png',
  '//tracker.example/files/question-image/0f8fad5b-d9cb-469f-a165-70867728950e.png',
  'javascript:alert(1)',
  'data:image/png;base64,iVBORw0KGgo=',
  '/files/../api/v3/version',
  `${IMAGE}?x=1`,
  '',
];

describe('ownMedia', () => {
  it('keeps our own image and sound paths, each only where its kind is shown', () => {
    expect(ownMedia(IMAGE, 'image')).toBe(IMAGE);
    expect(ownMedia(AUDIO, 'audio')).toBe(AUDIO);
    expect(ownMedia(AUDIO, 'image')).toBeNull();
    expect(ownMedia(IMAGE, 'audio')).toBeNull();
  });

  it.each(OTHERS)('renders nothing for %j', (path) => {
    expect(ownMedia(path, 'image')).toBeNull();
  });

  it('agrees with the server on every sample', () => {
    for (const path of [IMAGE, AUDIO, ...OTHERS])
      for (const kind of ['image', 'audio'] as const)
        expect(ownMedia(path, kind) !== null, `${path} ${kind}`).toBe(isOwnMedia(path, kind));
  });
});
