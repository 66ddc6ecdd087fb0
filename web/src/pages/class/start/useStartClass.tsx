import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ModalActions } from '../../../admin/components/ModalFooter';
import { useApiAuth, useErrorToast } from '../../../admin/components/useApi';
import { type SessionSummary, sessionCalls } from '../../../api/classSessions';
import { formatDate } from '../../../dates';
import { useWording } from '../../../i18n/useWording';
import {
  beginStart,
  type Classroom,
  clearAndStart,
  continueSession,
  runningClassPath,
  StartFailure,
  type StartStep,
} from './startFlow';

interface Pending {
  room: Classroom;
  session: SessionSummary;
}

export function useStartClass(): { start: (room: Classroom) => void; busy: boolean; dialog: ReactNode } {
  const { i18n } = useTranslation();
  const w = useWording();
  const auth = useApiAuth();
  const navigate = useNavigate();
  const showError = useErrorToast();
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);

  const run = async (room: Classroom, step: () => Promise<StartStep>) => {
    setBusy(true);
    try {
      const next = await step();
      if (next.kind === 'ask') setPending({ room, session: next.session });
      else navigate(runningClassPath(next.sessionId));
    } catch (error) {
      const failure = error instanceof StartFailure ? error : new StartFailure('START_CLASS_ERR_MSG', error);
      showError(failure.cause, failure.key);
    } finally {
      setBusy(false);
    }
  };

  const start = (room: Classroom) => {
    if (!busy) void run(room, () => beginStart(sessionCalls(auth), room));
  };

  const startedAt = formatDate(pending?.session.starttime, i18n.language);
  const dialog = pending && (
    <Modal
      visible
      header={w('UNFINISHED_CLASS_TITLE')}
      onDismiss={() => setPending(null)}
      data-testid="unfinished-class"
      footer={
        <ModalActions>
          <Button
            disabled={busy}
            onClick={() => {
              setPending(null);
              void run(pending.room, () => clearAndStart(sessionCalls(auth), pending.room, pending.session));
            }}
            nativeButtonAttributes={{ 'data-testid': 'unfinished-class-clear' }}
          >
            {w('CLEAR_SESSION')}
          </Button>
          <Button
            variant="primary"
            disabled={busy}
            onClick={() => {
              setPending(null);
              void run(pending.room, async () => continueSession(pending.session));
            }}
            nativeButtonAttributes={{ 'data-testid': 'unfinished-class-using' }}
          >
            {w('USING_SESSION')}
          </Button>
        </ModalActions>
      }
    >
      {w('UNFINISHED_CLASS_MSG', { time: startedAt })}
    </Modal>
  );
  return { start, busy, dialog };
}
