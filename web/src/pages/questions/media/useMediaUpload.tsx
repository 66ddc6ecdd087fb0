/**
 * Choosing and uploading one question image or sound: the hidden file input, the upload through
 * POST /api/v3/file (category `question-image` or `question-audio`), the busy state and the translated error. Shared by the
 * full field (MediaUploadField) and the compact choice image button (ChoiceImageField).
 */
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileChooser } from '../../../admin/components/useFileChooser';
import type { ErrorMessage } from '../../../api/errors';
import { uploadFile } from '../../../api/upload';
import { useAuth } from '../../../auth/AuthProvider';
import { useWording } from '../../../i18n/useWording';
import { uploadable } from '../../admin/forms/imageFile';
import { MEDIA_ACCEPT, MEDIA_CATEGORY, type MediaKind, precheckMedia, uploadErrorMessage } from './mediaFile';

export interface MediaUploadOptions {
  kind: MediaKind;
  /** Prefix of the test ids; the file input is `<testId>-file`. */
  testId: string;
  onUploaded: (path: string) => void;
  /** Told when an upload starts and ends, so the form can wait before saving. */
  onBusyChange?: (busy: boolean) => void;
}

export interface MediaUpload {
  /** Opens the file picker. */
  choose: () => void;
  /** The hidden file input; render it once. */
  input: ReactNode;
  /** The name of the file being uploaded, or null. */
  uploading: string | null;
  /** The translated error of the last attempt. */
  error: string | undefined;
  clearError: () => void;
}

export function useMediaUpload(options: MediaUploadOptions): MediaUpload {
  const { kind, testId, onUploaded, onBusyChange } = options;
  const { token } = useAuth();
  const { i18n } = useTranslation();
  const w = useWording();
  const [uploading, setUploading] = useState<string | null>(null);
  const [error, setError] = useState<ErrorMessage | null>(null);

  const upload = async (file: File) => {
    const refused = precheckMedia(file);
    setError(refused);
    if (refused) return;
    setUploading(file.name);
    onBusyChange?.(true);
    try {
      // HEIC becomes JPEG in browsers that can decode it, as for classroom images.
      const { blob, name } = kind === 'image' ? await uploadable(file) : { blob: file, name: file.name };
      const uploaded = await uploadFile(token ?? '', blob, name, MEDIA_CATEGORY[kind]);
      onUploaded(uploaded.path);
    } catch (failure) {
      setError(uploadErrorMessage(failure, (key) => i18n.exists(key)));
    } finally {
      setUploading(null);
      onBusyChange?.(false);
    }
  };

  const chooser = useFileChooser({
    accept: MEDIA_ACCEPT[kind],
    testId: `${testId}-file`,
    onFile: (file) => void upload(file),
  });

  return {
    choose: chooser.open,
    input: chooser.input,
    uploading,
    error: error ? w(error.key, error.values) : undefined,
    clearError: () => setError(null),
  };
}
