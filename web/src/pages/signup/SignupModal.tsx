import Modal from '@cloudscape-design/components/modal';
import { useTranslation } from 'react-i18next';
import { SignupForm } from './SignupForm';

/** The login page's Register button opens the same form in a modal. */
export function SignupModal({ visible, onDismiss }: { visible: boolean; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal visible={visible} onDismiss={onDismiss} header={t('SIGNUP_TITLE')}>
      {/* Mounted only while open, so a reopened modal starts empty. */}
      {visible && <SignupForm onCancel={onDismiss} />}
    </Modal>
  );
}
