/**
 * Upload and Remove under a media field (a question's image or sound, a site's class screen
 * background or countdown sound). Neither submits the form around it. Remove shows only when
 * there is something to remove (`onRemove` given).
 */
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { MediaUpload } from './useMediaUpload';

export function MediaUploadButtons(props: {
  upload: MediaUpload;
  testId: string;
  uploadLabel: string;
  removeLabel: string;
  onRemove?: () => void;
}) {
  const { upload, testId, onRemove } = props;
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <Button
        formAction="none"
        iconName="upload"
        loading={upload.uploading !== null}
        onClick={upload.choose}
        nativeButtonAttributes={{ 'data-testid': `${testId}-upload` }}
      >
        {props.uploadLabel}
      </Button>
      {onRemove && (
        <Button
          formAction="none"
          variant="link"
          onClick={onRemove}
          nativeButtonAttributes={{ 'data-testid': `${testId}-remove` }}
        >
          {props.removeLabel}
        </Button>
      )}
    </SpaceBetween>
  );
}
