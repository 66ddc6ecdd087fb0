/**
 * The library tab of the question pages: the caller's own questions, filters, bulk activate /
 * deactivate / delete / share, create and edit (QuestionFormModal), the Excel import and reorder.
 */
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ConfirmModal } from '../../admin/components/ConfirmModal';
import { FilterBar } from '../../admin/components/FilterBar';
import type { FilterValues } from '../../admin/components/filterRules';
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
import type { AnswerType } from '../../generated/graphql';
import { useNotify } from '../../notifications/NotificationsProvider';
import { QuestionFormModal } from './QuestionFormModal';
import { QuestionReorderPanel } from './QuestionReorderPanel';
import { ANSWER_TYPE_KEYS, questionColumns } from './questionColumns';
import { swapOrders } from './questionValidation';
import { ShareDialog } from './sharing/ShareDialog';

interface Filters extends FilterValues {
  group?: string;
  answerType?: AnswerType;
}

export function QuestionLibraryTab() {
  const { t } = useTranslation();
  const auth = useApiAuth();
  const notify = useNotify();
  const showError = useErrorToast();
  const [filters, setFilters] = useState<Filters>({});
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

  const answerTypeOptions = [
    { value: '', label: t('ALL') },
    ...(['ox', 'multiple', 'survey'] as const).map((value) => ({ value, label: t(ANSWER_TYPE_KEYS[value]) })),
  ];
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
            <SpaceBetween direction="horizontal" size="xs">
              <Button
                disabled={none}
                onClick={() => void setActive(true)}
                nativeButtonAttributes={{ 'data-testid': 'question-bulk-activate' }}
              >
                {t('ACTIVATE')}
              </Button>
              <Button
                disabled={none}
                onClick={() => void setActive(false)}
                nativeButtonAttributes={{ 'data-testid': 'question-bulk-deactivate' }}
              >
                {t('DEACTIVATE')}
              </Button>
              <Button
                disabled={none}
                onClick={() => setConfirming(true)}
                nativeButtonAttributes={{ 'data-testid': 'question-bulk-delete' }}
              >
                {t('DELETE')}
              </Button>
              <Button
                disabled={none}
                onClick={() => setSharing(true)}
                nativeButtonAttributes={{ 'data-testid': 'question-bulk-share' }}
              >
                {t('SHARE')}
              </Button>
              <Button
                disabled={reordering}
                onClick={() => setReordering(true)}
                nativeButtonAttributes={{ 'data-testid': 'question-reorder-open' }}
              >
                {t('REORDER')}
              </Button>
              <Button
                iconName="upload"
                onClick={() => navigate('import')}
                nativeButtonAttributes={{ 'data-testid': 'question-import' }}
              >
                {t('IMPORT_EXCEL')}
              </Button>
              <Button
                variant="primary"
                onClick={() => setEditing('new')}
                nativeButtonAttributes={{ 'data-testid': 'question-create' }}
              >
                {t('NEW_QUESTION')}
              </Button>
            </SpaceBetween>
          }
          filter={
            <SpaceBetween direction="horizontal" size="s">
              <FilterBar
                filters={['q', 'active']}
                value={filters}
                onChange={(value) => setFilters({ ...filters, ...value })}
                testId="question-filter"
              />
              <FormField label={t('GROUP')}>
                <Input
                  value={filters.group ?? ''}
                  onChange={({ detail }) => setFilters({ ...filters, group: detail.value })}
                  nativeInputAttributes={{ 'data-testid': 'question-filter-group' }}
                />
              </FormField>
              <FormField label={t('ANSWER_TYPE')}>
                <Select
                  data-testid="question-filter-answer-type"
                  selectedOption={
                    answerTypeOptions.find((o) => o.value === (filters.answerType ?? '')) ?? null
                  }
                  options={answerTypeOptions}
                  onChange={({ detail }) =>
                    setFilters({
                      ...filters,
                      answerType: (detail.selectedOption.value || undefined) as AnswerType,
                    })
                  }
                />
              </FormField>
            </SpaceBetween>
          }
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
