import Button from '@cloudscape-design/components/button';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { personName } from '../admin/components/format';
import { ModalActions } from '../admin/components/ModalFooter';
import { primaryRole, ROLE_LABEL_KEYS } from '../admin/roleRules';
import type { SignedInUser } from '../api/auth';
import { formatDate } from '../dates';
import { useWording } from '../i18n/useWording';

export function AccountInfoModal({ user, onClose }: { user: SignedInUser; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const w = useWording();
  const navigate = useNavigate();
  const policy = user.private_policy;
  const agreed = policy?.agree && policy.date ? formatDate(policy.date, i18n.language) : '';
  const items = [
    { label: t('NAME'), value: personName(user), id: 'name' },
    { label: t('USER_ID'), value: user.uid, id: 'uid' },
    { label: t('ROLE'), value: t(ROLE_LABEL_KEYS[primaryRole(user.role)]), id: 'role' },
    { label: w('SITE'), value: user.site?.name ?? t('ACCOUNT_NO_SITE'), id: 'site' },
    { label: t('ACCOUNT_POLICY_AGREED'), value: agreed || t('ACCOUNT_POLICY_NOT_AGREED'), id: 'policy' },
  ];
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t('ACCOUNT_INFO')}
      data-testid="account-info-modal"
      footer={
        <ModalActions>
          <Button
            onClick={() => {
              onClose();
              navigate('/change-password');
            }}
            nativeButtonAttributes={{ 'data-testid': 'account-change-password' }}
          >
            {t('CHANGE_PASSWORD')}
          </Button>
          <Button variant="primary" onClick={onClose}>
            {t('CLOSE')}
          </Button>
        </ModalActions>
      }
    >
      <KeyValuePairs
        columns={1}
        items={items.map((item) => ({
          label: item.label,
          value: <span data-testid={`account-${item.id}`}>{item.value}</span>,
        }))}
      />
    </Modal>
  );
}
