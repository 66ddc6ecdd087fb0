/**
 * A site's class screen settings in the site edit form, and a distributor's defaults on its
 * detail (spec section 9: audio, fonts and backgrounds are configurable): a background image and a countdown sound, each uploaded at once
 * like a question's media, and a font. Empty means the default shipped with the console.
 */
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import { SCREEN_FONTS, type ScreenFont, type ScreenSettings } from '../../class/main/screenSettings';
import { MediaUploadButtons } from '../../questions/media/MediaUploadButtons';
import type { MediaKind } from '../../questions/media/mediaFile';
import { useMediaUpload } from '../../questions/media/useMediaUpload';

const FONTS = Object.keys(SCREEN_FONTS) as ScreenFont[];

function MediaSetting(props: {
  kind: MediaKind;
  value: string;
  onChange: (path: string) => void;
  onBusyChange: (busy: boolean) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const { kind, value, testId } = props;
  const upload = useMediaUpload({
    kind,
    testId,
    onUploaded: props.onChange,
    onBusyChange: props.onBusyChange,
  });
  const image = kind === 'image';
  return (
    <FormField
      label={t(image ? 'SCREEN_BACKGROUND' : 'SCREEN_AUDIO')}
      description={value ? undefined : t(image ? 'SCREEN_BACKGROUND_DEFAULT' : 'SCREEN_AUDIO_DEFAULT')}
      errorText={upload.error}
    >
      <SpaceBetween size="xs">
        {value && image && (
          <img
            src={value}
            alt={t('SCREEN_BACKGROUND')}
            data-testid={`${testId}-preview`}
            style={{ maxHeight: 120 }}
          />
        )}
        {value && !image && (
          // biome-ignore lint/a11y/useMediaCaption: an uploaded countdown sound has no captions to offer
          <audio controls preload="metadata" src={value} data-testid={`${testId}-player`} />
        )}
        {upload.uploading && (
          <StatusIndicator type="loading">{t('MEDIA_UPLOADING', { name: upload.uploading })}</StatusIndicator>
        )}
        <MediaUploadButtons
          upload={upload}
          testId={testId}
          uploadLabel={t(image ? 'UPLOAD_IMAGE' : 'UPLOAD_AUDIO')}
          removeLabel={t(image ? 'REMOVE_IMAGE' : 'REMOVE_AUDIO')}
          onRemove={value ? () => props.onChange('') : undefined}
        />
        {upload.input}
      </SpaceBetween>
    </FormField>
  );
}

export function ClassScreenFields(props: {
  value: ScreenSettings;
  /** Gets only the changed setting, so two uploads ending together both land. */
  onChange: (patch: Partial<ScreenSettings>) => void;
  onBusyChange: (busy: boolean) => void;
  /** A distributor's defaults reuse the fields (DistScreenSettings) with their own ids and hint. */
  testId?: string;
  hintKey?: string;
}) {
  const { t } = useTranslation();
  const { value, onChange, testId = 'site-form', hintKey = 'CLASS_SCREEN_SETTINGS_HINT' } = props;
  const fontOption = (font: ScreenFont) => ({ value: font, label: t(`SCREEN_FONT_${font}`) });
  return (
    <SpaceBetween size="s">
      <Header variant="h3" description={t(hintKey)}>
        {t('CLASS_SCREEN_SETTINGS')}
      </Header>
      <ColumnLayout columns={2}>
        <MediaSetting
          kind="image"
          value={value.background}
          onChange={(background) => onChange({ background })}
          onBusyChange={props.onBusyChange}
          testId={`${testId}-background`}
        />
        <MediaSetting
          kind="audio"
          value={value.audio}
          onChange={(audio) => onChange({ audio })}
          onBusyChange={props.onBusyChange}
          testId={`${testId}-audio`}
        />
      </ColumnLayout>
      <FormField label={t('SCREEN_FONT')}>
        <Select
          selectedOption={fontOption(value.font)}
          options={FONTS.map(fontOption)}
          onChange={({ detail }) => onChange({ font: detail.selectedOption.value as ScreenFont })}
          data-testid={`${testId}-font`}
        />
      </FormField>
    </SpaceBetween>
  );
}
