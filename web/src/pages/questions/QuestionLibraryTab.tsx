/**
 * The library tab of the question pages: the caller's own questions, filters, bulk activate /
 * deactivate / delete / share, create and edit (QuestionFormModal), the Excel import and reorder
 * (Move up / Move down per row, or dragging in the reorder panel).
 */
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ConfirmModal } from '../../admin/components/ConfirmModal';
import { PagedList } from '../../admin/components/PagedList';
import { useApiAuth, useErrorToast } from '../../admin/components/useApi';
import { usePagedQuery } from '../../admin/components/usePagedQuery';
import {
  fetchQuestions,
  type QuestionRow,
  removeQuestions,
  updateManyQuestions,
  updateQuestionOrder,
} from '../../api/questions';
import { useNotify } from '../../notifications/NotificationsProvider';
import { QuestionFormModal } from './QuestionFormModal';
import { LibraryActions, LibraryFilters, type LibraryFilterValues } from './QuestionLibraryToolbar';
import { QuestionReorderPanel } from './QuestionReorderPanel';
import { questionColumns } from './questionColumns';
import { swapOrders } from './questionValidation';
import { ShareDialog } from './sharing/ShareDialog';

export function QuestionLibraryTab() {
  const { t } = useTranslation();
  const auth = useApiAuth();
  const notify = useNotify();
  const showError = useErrorToast();
  const [filters, setFilters] = useState<LibraryFilterValues>({});
  const navigate = useNavigate();
  const [sharing, setSharing] = useState(false);
  const [reordering, setReordering] = useState(false);
  const [selected, setSelected] = useState<QuestionRow[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<QuestionRow | 'new' | null>(null);

  const filter = {
    q: filters.q || undefined,
    active: filters.active,
    group: filters.group?.trim() || undefined,
    answerType: filters.answerType,
  };
  const paged = usePagedQuery(['questions', filter], (page, perPage) =>
    fetchQuestions(auth, {
      page,
      perPage,
      filter,
      sortField: 'order',
      sortOrder: 'asc',
    }),
  );

  const afterChange = () => {
    setSelected([]);
    paged.refetch();
  };

  const run = async (action: () => Promise<unknown>, successKey: string, errorKey: string) => {
    setBusy(true);
    try {
      await action();
      notify.success(t(successKey));
      afterChange();
      return true;
    } catch (error) {
      showError(error, errorKey);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const ids = selected.map((row) => row._id);
  const setActive = (active: boolean) =>
    run(() => updateManyQuestions(auth, ids, { active }), 'SAVE_SUCCESS_MSG', 'SAVE_ERR_MSG');
  const remove = async () => {
    await run(() => removeQuestions(auth, ids), 'DELETE_SUCCESS_MSG', 'DELETE_ERR_MSG');
    setConfirming(false);
  };
  const move = (index: number, step: -1 | 1) => {
    const a = paged.items[index];
    const b = paged.items[index + step];
    if (!a || !b) return;
    const offset = (paged.uiPage - 1) * paged.perPage;
    void run(
      () => updateQuestionOrder(auth, swapOrders(a, b, offset + index, offset + index + step)),
      'ORDER_SUCCESS_MSG',
      'ORDER_ERR_MSG',
    );
  };

  const none = selected.length === 0 || busy;

  return (
    <div data-testid="question-library-tab">
      <SpaceBetween size="l">
        <PagedList<QuestionRow>
          testId="question-list"
          title={t('QUESTION_LIST')}
          paged={paged}
          trackBy={(row) => row._id}
          columns={questionColumns(t, paged.items, {
            editable: true,
            busy,
            onEdit: setEditing,
            onMove: move,
            count: paged.items.length,
          })}
          selectionType="multi"
          selectedItems={selected}
          onSelectionChange={setSelected}
          actions={
            <LibraryActions
              actions={[
                {
                  testId: 'question-bulk-activate',
                  labelKey: 'ACTIVATE',
                  disabled: none,
                  onClick: () => void setActive(true),
                },
                {
                  testId: 'question-bulk-deactivate',
                  labelKey: 'DEACTIVATE',
                  disabled: none,
                  onClick: () => void setActive(false),
                },
                {
                  testId: 'question-bulk-delete',
                  labelKey: 'DELETE',
                  disabled: none,
                  onClick: () => setConfirming(true),
                },
                {
                  testId: 'question-bulk-share',
                  labelKey: 'SHARE',
                  disabled: none,
                  onClick: () => setSharing(true),
                },
                {
                  testId: 'question-reorder-open',
                  labelKey: 'REORDER',
                  disabled: reordering,
                  onClick: () => setReordering(true),
                },
                {
                  testId: 'question-import',
                  labelKey: 'IMPORT_EXCEL',
                  iconName: 'upload',
                  onClick: () => navigate('import'),
                },
                {
                  testId: 'question-create',
                  labelKey: 'NEW_QUESTION',
                  variant: 'primary',
                  onClick: () => setEditing('new'),
                },
              ]}
            />
          }
          filter={<LibraryFilters value={filters} onChange={setFilters} />}
        />
        {reordering && (
          <QuestionReorderPanel
            rows={paged.items}
            offset={(paged.uiPage - 1) * paged.perPage}
            onSaved={paged.refetch}
            onDone={() => setReordering(false)}
          />
        )}
      </SpaceBetween>
      <ConfirmModal
        visible={confirming}
        busy={busy}
        message={t('DELETE_QUESTIONS_CONFIRM_MSG', { count: selected.length })}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove()}
        testId="question-delete"
      />
      {sharing && (
        <ShareDialog
          questionIds={ids}
          onClose={() => setSharing(false)}
          onShared={() => {
            setSharing(false);
            setSelected([]);
          }}
        />
      )}
      {editing && (
        <QuestionFormModal
          question={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            paged.refetch();
          }}
        />
      )}
    </div>
  );
}
