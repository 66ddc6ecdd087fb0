import { describe, expect, it } from 'vitest';
import { isHeic } from './imageFile';

describe('isHeic', () => {
  it('recognises HEIC by type or by name, whatever the case', () => {
    expect(isHeic({ name: 'room.HEIC', type: '' })).toBe(true);
    expect(isHeic({ name: 'room', type: 'image/heif' })).toBe(true);
    expect(isHeic({ name: 'room.jpg', type: 'image/jpeg' })).toBe(false);
  });
});
