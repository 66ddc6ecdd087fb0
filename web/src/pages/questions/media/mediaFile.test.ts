import { describe, expect, it } from 'vitest';
import { kindMismatch, MAX_MEDIA_BYTES, precheckMedia, uploadErrorMessage } from './mediaFile';

const serverError = (key: string) => ({
  errors: [{ errorType: 'BadRequest', message: 'refused', errorInfo: { key } }],
});

describe('question media rules', () => {
  it('refuses a file over 10 MB before sending it', () => {
    expect(precheckMedia({ size: MAX_MEDIA_BYTES })).toBeNull();
    expect(precheckMedia({ size: MAX_MEDIA_BYTES + 1 })).toEqual({ key: 'FILE_TOO_LARGE' });
  });

  it('checks that an accepted upload is of the field’s kind', () => {
    expect(kindMismatch('image', 'image/png')).toBeNull();
    expect(kindMismatch('image', 'audio/wav')).toEqual({ key: 'NOT_AN_IMAGE' });
    expect(kindMismatch('audio', 'audio/mpeg')).toBeNull();
    expect(kindMismatch('audio', 'image/jpeg')).toEqual({ key: 'NOT_AN_AUDIO_FILE' });
  });

  it('shows the server’s key when known, else the generic upload text', () => {
    const known = (key: string) => key === 'UNSUPPORTED_FILE';

    expect(uploadErrorMessage(serverError('UNSUPPORTED_FILE'), known)).toEqual({ key: 'UNSUPPORTED_FILE' });
    expect(uploadErrorMessage(serverError('SOMETHING_NEW'), known)).toEqual({ key: 'MEDIA_UPLOAD_ERR_MSG' });
    expect(uploadErrorMessage(new Error('upload: HTTP 502'), known)).toEqual({ key: 'MEDIA_UPLOAD_ERR_MSG' });
  });
});
