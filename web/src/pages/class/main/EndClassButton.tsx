/** End the class (clearSession) after a confirmation, then back to the class list. */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useErrorToast } from '../../../admin/components/useApi';
import { useWording } from '../../../i18n/useWording';

export function EndClassButton({ onEnd }: { onEnd: () => Promise<boolean> }) {
  const { t } = useTranslation();
  const w = useWording();
  const navigate = useNavigate();
  const showError = useErrorToast();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const end = async () => {
    setBusy(true);
    try {
      if (!(await onEnd())) throw new Error('clearSession returned no success');
      navigate('/class/ready');
    } catch (error) {
      showError(error, 'END_CLASS_ERR_MSG');
      setBusy(false);
    }
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
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
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
            </SpaceBetween>
          </Box>
        }
      >
        {w('END_CLASS_CONFIRM')}
      </Modal>
    </>
  );
}
