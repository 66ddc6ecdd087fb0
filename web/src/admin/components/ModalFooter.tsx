/**
 * A modal's footer: its buttons in a row at the right edge. `ModalFooter` puts a Cancel link
 * first (`<testId>-cancel`, `testId` naming the modal), then the modal's own actions.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function ModalActions({ children }: { children: ReactNode }) {
  return (
    <Box float="right">
      <SpaceBetween direction="horizontal" size="xs">
        {children}
      </SpaceBetween>
    </Box>
  );
}

export function ModalFooter(props: { onCancel: () => void; testId: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ModalActions>
      <Button
        variant="link"
        onClick={props.onCancel}
        nativeButtonAttributes={{ 'data-testid': `${props.testId}-cancel` }}
      >
        {t('CANCEL')}
      </Button>
      {props.children}
    </ModalActions>
  );
}
