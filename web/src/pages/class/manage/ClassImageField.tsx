/**
 * The classroom's background image in the class manage modal: preview, upload (a HEIC photo is
 * converted to JPEG first, heicImage.ts) and remove. Uploaded at once, like the admin form, so
 * Save only sends the image's path.
 */
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../admin/components/useApi';
import { useFileChooser } from '../../../admin/components/useFileChooser';
import type { SpotImage } from '../../../api/fleet';
import { uploadFile } from '../../../api/upload';
import { useAuth } from '../../../auth/AuthProvider';
import { ImagePreview } from '../../admin/forms/ImagePreview';
import { IMAGE_ACCEPT } from '../../admin/forms/imageFile';
import { uploadableImage } from './heicImage';

const CATEGORY = 'spot';

export function ClassImageField(props: {
  value: SpotImage | null;
  onChange: (image: SpotImage | null) => void;
  /** Told while an upload runs, so Save waits for the image's path. */
  onUploading: (uploading: boolean) => void;
}) {
  const { t } = useTranslation();
  const { token } = useAuth();
  const showError = useErrorToast();
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const { blob, name } = await uploadableImage(file);
      return uploadFile(token ?? '', blob, name, CATEGORY);
    },
    onSuccess: (file) => props.onChange({ _id: file._id, path: file.path }),
    onError: (error) => showError(error, 'UPLOAD_ERR_MSG'),
  });
  const chooser = useFileChooser({
    accept: IMAGE_ACCEPT,
    ariaLabel: t('UPLOAD_IMAGE'),
    testId: 'class-image-file',
    onFile: (file) => upload.mutate(file),
  });
  const { onUploading } = props;
  useEffect(() => onUploading(upload.isPending), [onUploading, upload.isPending]);
  return (
    <SpaceBetween size="xs">
      {props.value && <ImagePreview src={props.value.path} alt={t('IMAGE')} testId="class-image-preview" />}
      <SpaceBetween direction="horizontal" size="xs">
        <Button
          iconName="upload"
          loading={upload.isPending}
          onClick={chooser.open}
          nativeButtonAttributes={{ 'data-testid': 'class-image-upload' }}
        >
          {t('UPLOAD_IMAGE')}
        </Button>
        {props.value && (
          <Button
            variant="link"
            onClick={() => props.onChange(null)}
            nativeButtonAttributes={{ 'data-testid': 'class-image-remove' }}
          >
            {t('REMOVE_IMAGE')}
          </Button>
        )}
      </SpaceBetween>
      {chooser.input}
    </SpaceBetween>
  );
}
