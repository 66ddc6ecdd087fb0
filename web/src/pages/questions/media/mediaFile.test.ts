import { describe, expect, it } from 'vitest';
import { MAX_MEDIA_BYTES, MEDIA_CATEGORY, precheckMedia, uploadErrorMessage } from './mediaFile';

const serverError = (key: string) => ({
  errors: [{ errorType: 'BadRequest', message: 'refused', errorInfo: { key } }],
});

describe('question media rules', () => {
  it('refuses a file over 10 MB before sending it', () => {
    expect(precheckMedia({ size: MAX_MEDIA_BYTES })).toBeNull();
    expect(precheckMedia({ size: MAX_MEDIA_BYTES + 1 })).toEqual({ key: 'FILE_TOO_LARGE' });
  });

  it('uploads each kind into the category the server keeps for that kind only', () => {
    expect(MEDIA_CATEGORY).toEqual({ image: 'question-image', audio: 'question-audio' });
  });

  it('shows the server’s key when known, else the generic upload text', () => {
    const known = (key: string) => key === 'UNSUPPORTED_FILE' || key === 'NOT_AUDIO';

    expect(uploadErrorMessage(serverError('UNSUPPORTED_FILE'), known)).toEqual({ key: 'UNSUPPORTED_FILE' });
    expect(uploadErrorMessage(serverError('NOT_AUDIO'), known)).toEqual({ key: 'NOT_AUDIO' });
    expect(uploadErrorMessage(serverError('SOMETHING_NEW'), known)).toEqual({ key: 'MEDIA_UPLOAD_ERR_MSG' });
    expect(uploadErrorMessage(new Error('upload: HTTP 502'), known)).toEqual({ key: 'MEDIA_UPLOAD_ERR_MSG' });
  });
});
