/**
 * A question's image or audio: upload (with a busy state while it is sent), then a preview of the
 * image or an audio player to listen to it, and Remove. The value is the uploaded file's path
 * ('' for none), which is what the question stores in info.image / info.audio.
 */
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import { ownMedia } from '../../../media/ownMedia';
import { ImagePreview } from '../../admin/forms/ImagePreview';
import { MediaUploadButtons } from './MediaUploadButtons';
import type { MediaKind } from './mediaFile';
import { useMediaUpload } from './useMediaUpload';

const TEXTS: Record<MediaKind, { label: string; hint: string; upload: string; remove: string }> = {
  image: {
    label: 'QUESTION_IMAGE',
    hint: 'QUESTION_IMAGE_HINT',
    upload: 'UPLOAD_IMAGE',
    remove: 'REMOVE_IMAGE',
  },
  audio: {
    label: 'QUESTION_AUDIO',
    hint: 'QUESTION_AUDIO_HINT',
    upload: 'UPLOAD_AUDIO',
    remove: 'REMOVE_AUDIO',
  },
};

export function MediaUploadField(props: {
  kind: MediaKind;
  value: string;
  onChange: (path: string) => void;
  onBusyChange?: (busy: boolean) => void;
  /** e.g. `question-form-image`: -upload, -remove, -file, -preview / -player, -uploading. */
  testId: string;
}) {
  const { t } = useTranslation();
  const { kind, value, testId } = props;
  const texts = TEXTS[kind];
  // Only our own uploads are previewed (a stored value from elsewhere shows nothing).
  const shown = ownMedia(value, kind);
  const upload = useMediaUpload({
    kind,
    testId,
    onUploaded: props.onChange,
    onBusyChange: props.onBusyChange,
  });
  return (
    <FormField label={t(texts.label)} description={t(texts.hint)} errorText={upload.error}>
      <SpaceBetween size="xs">
        {shown && kind === 'image' && (
          <ImagePreview src={shown} alt={t(texts.label)} testId={`${testId}-preview`} />
        )}
        {shown && kind === 'audio' && (
          // biome-ignore lint/a11y/useMediaCaption: a teacher's uploaded sound has no captions to offer
          <audio controls preload="metadata" src={shown} data-testid={`${testId}-player`} />
        )}
        {upload.uploading && (
          <StatusIndicator type="loading" data-testid={`${testId}-uploading`}>
            {t('MEDIA_UPLOADING', { name: upload.uploading })}
          </StatusIndicator>
        )}
        <MediaUploadButtons
          upload={upload}
          testId={testId}
          uploadLabel={t(texts.upload)}
          removeLabel={t(texts.remove)}
          onRemove={
            value
              ? () => {
                  upload.clearError();
                  props.onChange('');
                }
              : undefined
          }
        />
        {upload.input}
      </SpaceBetween>
    </FormField>
  );
}
