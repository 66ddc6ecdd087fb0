/**
 * The rules of a question's image and audio uploads, pure so they are tested without a DOM.
 * The server reads the type from the bytes (docs/files.md); each field uploads into a category
 * that takes only its kind, so a sound in the image field is refused before anything is stored.
 */
import { adminErrorMessage, type ErrorMessage } from '../../../api/errors';
import { IMAGE_ACCEPT } from '../../admin/forms/imageFile';

export type MediaKind = 'image' | 'audio';

/** The server's limit (functions/src/domain/files/images.ts MAX_UPLOAD_BYTES), checked before sending. */
export const MAX_MEDIA_BYTES = 10 * 1024 * 1024;
/** The upload category per field: question-image takes images only, question-audio sounds only. */
export const MEDIA_CATEGORY: Record<MediaKind, string> = {
  image: 'question-image',
  audio: 'question-audio',
};

/** What the file picker offers; the server still decides from the bytes. */
export const MEDIA_ACCEPT: Record<MediaKind, string> = {
  image: IMAGE_ACCEPT,
  audio: 'audio/*,.mp3,.wav,.ogg,.oga,.opus,.m4a,.aac,.webm',
};

/** A file the server would refuse for its size, so it is not sent at all. */
export function precheckMedia(file: { size: number }): ErrorMessage | null {
  return file.size > MAX_MEDIA_BYTES ? { key: 'FILE_TOO_LARGE' } : null;
}

/** A failed upload: the server's key when the console knows it, else the generic upload text. */
export function uploadErrorMessage(error: unknown, isKnownKey: (key: string) => boolean): ErrorMessage {
  return adminErrorMessage(error, isKnownKey, 'MEDIA_UPLOAD_ERR_MSG');
}
