import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalActions } from '../../../admin/components/ModalFooter';
import { useErrorToast } from '../../../admin/components/useApi';
import { useWording } from '../../../i18n/useWording';

export function EndClassButton({
  onEnd,
  onEnded,
}: {
  onEnd: () => Promise<boolean>;
  onEnded: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const w = useWording();
  const showError = useErrorToast();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const end = async () => {
    setBusy(true);
    try {
      if (!(await onEnd())) throw new Error('clearSession returned no success');
    } catch (error) {
      showError(error, 'END_CLASS_ERR_MSG');
      setBusy(false);
      return;
    }
    // Ended: a failed read afterwards is not a failed end; the summary shows on the next read.
    await onEnded().catch(() => undefined);
    setBusy(false);
    setAsking(false);
  };

  return (
    <>
      <Button onClick={() => setAsking(true)} data-testid="end-class">
        {w('END_CLASS')}
      </Button>
      <Modal
        visible={asking}
        onDismiss={() => setAsking(false)}
        header={w('END_CLASS')}
        data-testid="end-class-confirm"
        footer={
          <ModalActions>
            <Button variant="link" onClick={() => setAsking(false)} disabled={busy}>
              {t('CANCEL')}
            </Button>
            <Button
              variant="primary"
              loading={busy}
              onClick={() => void end()}
              nativeButtonAttributes={{ 'data-testid': 'end-class-ok' }}
            >
              {w('END_CLASS')}
            </Button>
          </ModalActions>
        }
      >
        {w('END_CLASS_CONFIRM')}
      </Modal>
    </>
  );
}
