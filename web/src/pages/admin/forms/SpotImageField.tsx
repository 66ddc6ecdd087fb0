/**
 * A classroom's background image: preview, upload (POST /api/v3/file, category 'spot'), choose
 * an already uploaded image from the gallery (12 per page, spec section 9), or remove it.
 */
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import Modal from '@cloudscape-design/components/modal';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pagesCount } from '../../../admin/components/paging';
import { useApiAuth, useErrorToast } from '../../../admin/components/useApi';
import { useFileChooser } from '../../../admin/components/useFileChooser';
import { usePagedQuery } from '../../../admin/components/usePagedQuery';
import { type FileRow, fetchFiles } from '../../../api/catalog';
import type { SpotImage } from '../../../api/fleet';
import { uploadFile } from '../../../api/upload';
import { useAuth } from '../../../auth/AuthProvider';
import { ImagePreview } from './ImagePreview';
import { IMAGE_ACCEPT, uploadable } from './imageFile';

export const GALLERY_PAGE_SIZE = 12;
const CATEGORY = 'spot';

function Gallery(props: { onChoose: (file: FileRow) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const auth = useApiAuth();
  const paged = usePagedQuery(
    ['files', CATEGORY],
    (page, perPage) => fetchFiles(auth, { page, perPage, filter: { category: CATEGORY } }),
    { perPage: GALLERY_PAGE_SIZE },
  );
  return (
    <Modal
      visible
      size="large"
      header={t('CHOOSE_IMAGE')}
      onDismiss={props.onCancel}
      data-testid="image-gallery"
    >
      <Cards<FileRow>
        items={paged.items}
        loading={paged.loading}
        loadingText={t('LOADING')}
        trackBy={(file) => file._id}
        cardsPerRow={[{ cards: 2 }, { minWidth: 600, cards: 4 }]}
        empty={t('NO_ITEMS')}
        cardDefinition={{
          header: (file) => file.name,
          sections: [
            {
              id: 'image',
              content: (file) => (
                <button
                  type="button"
                  onClick={() => props.onChoose(file)}
                  data-testid="image-gallery-item"
                  style={{ border: 0, padding: 0, background: 'none', cursor: 'pointer' }}
                >
                  <img
                    src={file.path}
                    alt={file.name}
                    style={{ width: '100%', height: 96, objectFit: 'cover' }}
                  />
                </button>
              ),
            },
          ],
        }}
        pagination={
          <Pagination
            currentPageIndex={paged.uiPage}
            pagesCount={pagesCount(paged.total, paged.perPage)}
            onChange={({ detail }) => paged.setUiPage(detail.currentPageIndex)}
          />
        }
      />
    </Modal>
  );
}

export function SpotImageField(props: {
  value: SpotImage | null;
  onChange: (image: SpotImage | null) => void;
}) {
  const { t } = useTranslation();
  const { token } = useAuth();
  const showError = useErrorToast();
  const queryClient = useQueryClient();
  const [choosing, setChoosing] = useState(false);
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const { blob, name } = await uploadable(file);
      return uploadFile(token ?? '', blob, name, CATEGORY);
    },
    onSuccess: async (file) => {
      props.onChange({ _id: file._id, path: file.path });
      await queryClient.invalidateQueries({ queryKey: ['files'] });
    },
    onError: (error) => showError(error, 'UPLOAD_ERR_MSG'),
  });
  const chooser = useFileChooser({
    accept: IMAGE_ACCEPT,
    testId: 'spot-image-file',
    onFile: (file) => upload.mutate(file),
  });
  return (
    <SpaceBetween size="xs">
      {props.value && <ImagePreview src={props.value.path} alt={t('IMAGE')} testId="spot-image-preview" />}
      <SpaceBetween direction="horizontal" size="xs">
        <Button iconName="upload" loading={upload.isPending} onClick={chooser.open}>
          {t('UPLOAD_IMAGE')}
        </Button>
        <Button
          onClick={() => setChoosing(true)}
          nativeButtonAttributes={{ 'data-testid': 'spot-image-choose' }}
        >
          {t('CHOOSE_IMAGE')}
        </Button>
        {props.value && (
          <Button variant="link" onClick={() => props.onChange(null)}>
            {t('REMOVE_IMAGE')}
          </Button>
        )}
      </SpaceBetween>
      {chooser.input}
      {choosing && (
        <Gallery
          onCancel={() => setChoosing(false)}
          onChoose={(file) => {
            props.onChange({ _id: file._id, path: file.path });
            setChoosing(false);
          }}
        />
      )}
    </SpaceBetween>
  );
}
