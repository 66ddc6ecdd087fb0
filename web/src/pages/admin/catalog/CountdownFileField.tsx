/**
 * The audio file of a new countdown: chosen, uploaded at once into the audio-only `countdown`
 * category (docs/files.md), and kept in the form as the uploaded File's id (`file`) and name
 * (`fileName`); createCountdown then takes the file's size and path.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomFieldProps } from '../../../admin/crud/crudConfig';
import { uploadFile } from '../../../api/upload';
import { useAuth } from '../../../auth/AuthProvider';
import { MEDIA_ACCEPT, precheckMedia, uploadErrorMessage } from '../../questions/media/mediaFile';

export const COUNTDOWN_CATEGORY = 'countdown';

export function CountdownFileField(props: CustomFieldProps) {
  const { t, i18n } = useTranslation();
  const { token } = useAuth();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { values, onChange, testId } = props;

  const upload = async (file: File) => {
    const refused = precheckMedia(file);
    if (refused) {
      setError(t(refused.key));
      return;
    }
    setError(null);
    setUploading(true);
    try {
      const uploaded = await uploadFile(token ?? '', file, file.name, COUNTDOWN_CATEGORY);
      onChange({ ...values, file: uploaded._id, fileName: uploaded.name });
    } catch (failure) {
      const message = uploadErrorMessage(failure, (key) => i18n.exists(key));
      setError(t(message.key, message.values));
    } finally {
      setUploading(false);
    }
  };

  const chosen =
    typeof values.fileName === 'string' && values.fileName ? (
      <Box data-testid={`${testId}-chosen`}>{t('SYSDATA_COUNTDOWN_CHOSEN', { name: values.fileName })}</Box>
    ) : null;
  // A saved countdown keeps its sound: a new sound is a new countdown.
  if (values.locked === true) return chosen;
  return (
    <SpaceBetween size="xs">
      <Button
        formAction="none"
        iconName="upload"
        loading={uploading}
        onClick={() => input.current?.click()}
        nativeButtonAttributes={{ 'data-testid': `${testId}-upload` }}
      >
        {t('SYSDATA_COUNTDOWN_CHOOSE')}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept={MEDIA_ACCEPT.audio}
        data-testid={`${testId}-input`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      {chosen}
      {error && <StatusIndicator type="error">{error}</StatusIndicator>}
    </SpaceBetween>
  );
}
