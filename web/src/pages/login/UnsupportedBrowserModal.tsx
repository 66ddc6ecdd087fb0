import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSupportedBrowser } from '../../browser';

/** Shown once on load when the browser is not Chrome, Edge or Opera. */
export function UnsupportedBrowserModal() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(() => !isSupportedBrowser(navigator.userAgent));
  return (
    <Modal
      visible={visible}
      onDismiss={() => setVisible(false)}
      header={t('UNSUPPORTED_BROWSER_TITLE')}
      footer={
        <Box float="right">
          <Button variant="primary" onClick={() => setVisible(false)}>
            {t('CLOSE')}
          </Button>
        </Box>
      }
    >
      {t('UNSUPPORTED_BROWSER_MSG')}
    </Modal>
  );
}
