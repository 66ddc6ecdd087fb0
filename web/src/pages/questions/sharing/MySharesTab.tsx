/**
 * The "my shares" tab: the shares the caller made (recipient, due date, active or overdue, what is
 * shared), with removal of the selected ones after a confirmation (removeQuestionShares).
 */
import Button from '@cloudscape-design/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../admin/components/ConfirmModal';
import { PagedList } from '../../../admin/components/PagedList';
import { useApiAuth, useErrorToast } from '../../../admin/components/useApi';
import { usePagedQuery } from '../../../admin/components/usePagedQuery';
import { fetchQuestionShares, removeQuestionShares, type ShareRow } from '../../../api/shares';
import { useNotify } from '../../../notifications/NotificationsProvider';
import { shareColumns } from './shareColumns';

export function MySharesTab() {
  const { t, i18n } = useTranslation();
  const auth = useApiAuth();
  const notify = useNotify();
  const showError = useErrorToast();
  const [selected, setSelected] = useState<ShareRow[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const paged = usePagedQuery(['questionShares', 'mine'], (page, perPage) =>
    fetchQuestionShares(auth, { page, perPage }),
  );

  const remove = async () => {
    setBusy(true);
    try {
      await removeQuestionShares(
        auth,
        selected.map((row) => row._id),
      );
      notify.success(t('DELETE_SUCCESS_MSG'));
      setSelected([]);
      paged.refetch();
    } catch (error) {
      showError(error, 'DELETE_ERR_MSG');
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <div data-testid="my-shares-tab">
      <PagedList<ShareRow>
        testId="my-shares"
        title={t('SHARES_MADE')}
        paged={paged}
        trackBy={(row) => row._id}
        columns={shareColumns(t, i18n.language, 'to')}
        selectionType="multi"
        selectedItems={selected}
        onSelectionChange={setSelected}
        actions={
          <Button
            disabled={selected.length === 0 || busy}
            onClick={() => setConfirming(true)}
            nativeButtonAttributes={{ 'data-testid': 'my-shares-remove' }}
          >
            {t('REMOVE_SHARE')}
          </Button>
        }
      />
      <ConfirmModal
        visible={confirming}
        busy={busy}
        message={t('REMOVE_SHARES_CONFIRM_MSG', { count: selected.length })}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove()}
        testId="share-remove"
      />
    </div>
  );
}
