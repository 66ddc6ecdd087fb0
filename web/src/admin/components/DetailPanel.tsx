/**
 * The generic detail panel (spec section 2, "Admin shell"): key-value pairs with Edit and
 * Delete; Delete asks first and reports with DELETE_SUCCESS_MSG / DELETE_ERR_MSG toasts.
 * Screens add their own buttons (a classroom's Business Setting, a user's password reset)
 * through `actions`.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../notifications/NotificationsProvider';
import { ConfirmModal } from './ConfirmModal';
import { useErrorToast } from './useApi';

export interface DetailItem {
  label: string;
  value: ReactNode;
  /** Lets tests read one value (`detail-<testId>`). */
  testId?: string;
}

export interface DetailPanelProps {
  title: string;
  items: DetailItem[];
  onEdit?: () => void;
  /** The delete call; the panel owns the confirmation and the toasts. */
  onDelete?: () => Promise<unknown>;
  onDeleted?: () => void;
  /** More header buttons, shown before Edit and Delete. */
  actions?: ReactNode;
}

export function DetailPanel({ title, items, onEdit, onDelete, onDeleted, actions }: DetailPanelProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const showError = useErrorToast();
  const [confirming, setConfirming] = useState(false);

  const deletion = useMutation({
    mutationFn: async () => {
      await onDelete?.();
    },
    onSuccess: () => {
      setConfirming(false);
      notify.success(t('DELETE_SUCCESS_MSG'));
      onDeleted?.();
    },
    onError: (error) => {
      setConfirming(false);
      // A known reason (SITE_NOT_EMPTY...) says more than the generic DELETE_ERR_MSG.
      showError(error, 'DELETE_ERR_MSG');
    },
  });

  return (
    <Container
      data-testid="detail-panel"
      header={
        <Header
          variant="h2"
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              {actions}
              {onEdit && (
                <Button onClick={onEdit} nativeButtonAttributes={{ 'data-testid': 'detail-edit' }}>
                  {t('EDIT')}
                </Button>
              )}
              {onDelete && (
                <Button
                  onClick={() => setConfirming(true)}
                  nativeButtonAttributes={{ 'data-testid': 'detail-delete' }}
                >
                  {t('DELETE')}
                </Button>
              )}
            </SpaceBetween>
          }
        >
          {title}
        </Header>
      }
    >
      <KeyValuePairs
        columns={3}
        items={items.map((item) => ({
          label: item.label,
          value: <Box data-testid={item.testId && `detail-${item.testId}`}>{item.value || '-'}</Box>,
        }))}
      />
      <ConfirmModal
        visible={confirming}
        message={t('DELETE_CONFIRM_MSG', { name: title })}
        busy={deletion.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => deletion.mutate()}
        testId="detail-delete-confirm"
      />
    </Container>
  );
}
