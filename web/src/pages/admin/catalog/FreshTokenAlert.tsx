/**
 * Below a token's detail: the clear value of a token just created in this tab, shown once with
 * a copy button; dismissing it or leaving the page forgets it (freshTokens.ts).
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { forgetFreshToken, freshTokenValue } from './freshTokens';

export function FreshTokenAlert({ id }: { id: string }) {
  const { t } = useTranslation();
  const [value, setValue] = useState(() => freshTokenValue(id));
  useEffect(() => () => forgetFreshToken(id), [id]);
  if (!value) return null;
  return (
    <Alert
      type="success"
      header={t('SYSDATA_TOKEN_REVEALED')}
      dismissible
      onDismiss={() => {
        forgetFreshToken(id);
        setValue(null);
      }}
    >
      <SpaceBetween size="xs">
        <Box>{t('SYSDATA_TOKEN_REVEALED_HINT')}</Box>
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <Box variant="code" data-testid="token-fresh-value">
            {value}
          </Box>
          <CopyToClipboard
            variant="icon"
            textToCopy={value}
            copyButtonAriaLabel={t('SYSDATA_TOKEN_VALUE')}
            copySuccessText="✓"
            copyErrorText="✗"
          />
        </SpaceBetween>
      </SpaceBetween>
    </Alert>
  );
}
