/** The confirmation every deletion needs (spec section 5, "Deletion"). */
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import { useTranslation } from 'react-i18next';
import { ModalFooter } from './ModalFooter';

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
        <ModalFooter onCancel={onCancel} testId={testId}>
          <Button
            variant="primary"
            loading={busy}
            onClick={onConfirm}
            nativeButtonAttributes={{ 'data-testid': `${testId}-ok` }}
          >
            {t('DELETE')}
          </Button>
        </ModalFooter>
      }
    >
      {message}
    </Modal>
  );
}
