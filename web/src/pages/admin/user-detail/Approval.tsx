/**
 * Account approval on the user detail: the state (approved, or awaiting approval: sign-in is
 * refused with 1007) and, while it awaits, an Approve button. Approving is patchUser
 * {verified: true}; the server's policy decides who may (docs/auth.md "Approval").
 */
import Button from '@cloudscape-design/components/button';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApiAuth, useErrorToast } from '../../../admin/components/useApi';
import { patchUser, type UserRow } from '../../../api/users';
import { useNotify } from '../../../notifications/NotificationsProvider';

export function ApprovalBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusIndicator type={verified ? 'success' : 'pending'}>
      {t(verified ? 'APPROVED' : 'AWAITING_APPROVAL')}
    </StatusIndicator>
  );
}

export function ApproveButton({ user }: { user: Pick<UserRow, '_id' | 'verified'> }) {
  const { t } = useTranslation();
  const auth = useApiAuth();
  const notify = useNotify();
  const showError = useErrorToast();
  const queryClient = useQueryClient();
  const approve = useMutation({
    mutationFn: () => patchUser(auth, user._id, { verified: true }),
    onSuccess: async () => {
      notify.success(t('APPROVED_MSG'));
      await queryClient.invalidateQueries({ queryKey: ['users'] });
    },
    onError: (error) => showError(error, 'SAVE_ERR_MSG'),
  });
  if (user.verified) return null;
  return (
    <Button
      variant="primary"
      loading={approve.isPending}
      onClick={() => approve.mutate()}
      nativeButtonAttributes={{ 'data-testid': 'user-approve' }}
    >
      {t('APPROVE')}
    </Button>
  );
}
