/** The confirmation every deletion needs (spec section 5, "Deletion"). */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

export interface ConfirmModalProps {
  visible: boolean;
  message: string;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  testId?: string;
}

export function ConfirmModal({
  visible,
  message,
  busy,
  onCancel,
  onConfirm,
  testId = 'confirm',
}: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      visible={visible}
      onDismiss={onCancel}
      header={t('DELETE_CONFIRM_TITLE')}
      data-testid={`${testId}-modal`}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button
              variant="link"
              onClick={onCancel}
              nativeButtonAttributes={{ 'data-testid': `${testId}-cancel` }}
            >
              {t('CANCEL')}
            </Button>
            <Button
              variant="primary"
              loading={busy}
              onClick={onConfirm}
              nativeButtonAttributes={{ 'data-testid': `${testId}-ok` }}
            >
              {t('DELETE')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {message}
    </Modal>
  );
}
