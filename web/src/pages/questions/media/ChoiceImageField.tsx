/**
 * The optional image of one multiple-choice option, compact enough to sit beside the choice's
 * text (the children): a thumbnail, an upload icon button and a remove icon button, at a fixed
 * width so every choice's text box lines up. An upload error shows under the whole row.
 */
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ownMedia } from '../../../media/ownMedia';
import { useMediaUpload } from './useMediaUpload';

export function ChoiceImageField(props: {
  /** The choice number, 1-based. */
  no: number;
  value: string;
  onChange: (path: string) => void;
  onBusyChange?: (busy: boolean) => void;
  /** The choice's text input. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const testId = `question-form-choice-${props.no}-image`;
  const upload = useMediaUpload({
    kind: 'image',
    testId,
    onUploaded: props.onChange,
    onBusyChange: props.onBusyChange,
  });
  const label = t('CHOICE_IMAGE_N', { no: props.no });
  return (
    <SpaceBetween size="xxs">
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <div style={{ flex: 1 }}>{props.children}</div>
        <div
          style={{ display: 'flex', gap: 4, alignItems: 'center', justifyContent: 'flex-end', minWidth: 96 }}
        >
          {ownMedia(props.value, 'image') && (
            <img
              src={ownMedia(props.value, 'image') ?? ''}
              alt={label}
              data-testid={`${testId}-preview`}
              style={{ width: 32, height: 32, objectFit: 'cover' }}
            />
          )}
          <Button
            formAction="none"
            variant="icon"
            iconName="upload"
            ariaLabel={label}
            loading={upload.uploading !== null}
            onClick={upload.choose}
            nativeButtonAttributes={{ 'data-testid': `${testId}-upload`, title: label }}
          />
          {props.value && (
            <Button
              formAction="none"
              variant="icon"
              iconName="remove"
              ariaLabel={t('REMOVE_CHOICE_IMAGE_N', { no: props.no })}
              onClick={() => {
                upload.clearError();
                props.onChange('');
              }}
              nativeButtonAttributes={{ 'data-testid': `${testId}-remove` }}
            />
          )}
        </div>
      </div>
      {upload.error && (
        <StatusIndicator type="error" data-testid={`${testId}-error`}>
          {upload.error}
        </StatusIndicator>
      )}
      {upload.input}
    </SpaceBetween>
  );
}
