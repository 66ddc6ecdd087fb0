/**
 * Drag-to-reorder of the question library (spec section 2): the rows of the page being shown,
 * dragged by their handle; each drop is shown at once, saved with updateQuestionOrder and
 * answered with ORDER_SUCCESS_MSG, or ORDER_ERR_MSG and the previous order back.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiAuth, useErrorToast } from '../../admin/components/useApi';
import { type QuestionRow, updateQuestionOrder } from '../../api/questions';
import { moveInList } from '../../components/listMove';
import { SortableList } from '../../components/SortableList';
import { useNotify } from '../../notifications/NotificationsProvider';
import { ANSWER_TYPE_KEYS } from './questionColumns';
import { movedOrders } from './questionOrder';

export interface QuestionReorderPanelProps {
  rows: QuestionRow[];
  /** How many questions come before this page (numbers rows whose order is missing). */
  offset: number;
  /** Fetches the page again; the panel waits for it before taking the next drag. */
  onSaved: () => Promise<unknown>;
  onDone: () => void;
}

export function QuestionReorderPanel({ rows, offset, onSaved, onDone }: QuestionReorderPanelProps) {
  const { t } = useTranslation();
  const auth = useApiAuth();
  const notify = useNotify();
  const showError = useErrorToast();
  // The order shown from a drop until the page is fetched again (or the save fails), so the rows
  // never jump back to the old order in between and no drag starts from stale rows.
  const [shown, setShown] = useState<QuestionRow[] | null>(null);
  const [busy, setBusy] = useState(false);
  const list = shown ?? rows;

  const move = async (from: number, to: number) => {
    const changes = movedOrders(list, from, to, offset);
    if (changes.length === 0) return;
    setShown(moveInList(list, from, to));
    setBusy(true);
    try {
      await updateQuestionOrder(auth, changes);
      notify.success(t('ORDER_SUCCESS_MSG'));
      await onSaved();
    } catch (error) {
      showError(error, 'ORDER_ERR_MSG');
    } finally {
      setShown(null);
      setBusy(false);
    }
  };

  return (
    <Container
      data-testid="question-reorder"
      header={
        <Header
          variant="h2"
          description={t('REORDER_HINT')}
          actions={
            <Button onClick={onDone} nativeButtonAttributes={{ 'data-testid': 'question-reorder-done' }}>
              {t('DONE')}
            </Button>
          }
        >
          {t('REORDER')}
        </Header>
      }
    >
      {list.length === 0 ? (
        <Box color="text-status-inactive">{t('NO_ITEMS')}</Box>
      ) : (
        <SortableList
          items={list}
          getId={(row) => row._id}
          getLabel={(row) => row.title.main}
          onMove={(from, to) => void move(from, to)}
          disabled={busy}
          testId="question-reorder-list"
          renderItem={(row, index) => (
            <Box>
              <Box variant="span" color="text-body-secondary">
                {offset + index + 1}.{' '}
              </Box>
              <Box variant="span" fontWeight="bold">
                {row.title.main}
              </Box>
              <Box variant="span" color="text-body-secondary">
                {' '}
                · {t(ANSWER_TYPE_KEYS[row.info.answerType])}
              </Box>
            </Box>
          )}
        />
      )}
    </Container>
  );
}
