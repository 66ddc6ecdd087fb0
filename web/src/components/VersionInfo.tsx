/** The client and server versions, shown on the login page and under the admin side menu. */
import Box from '@cloudscape-design/components/box';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchServerVersion } from '../api/version';

export function VersionInfo() {
  const { t } = useTranslation();
  const server = useQuery({
    queryKey: ['server-version'],
    queryFn: fetchServerVersion,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  const serverText = server.data ?? (server.isError ? t('VERSION_UNKNOWN') : '…');
  return (
    <Box variant="small" color="text-body-secondary">
      {t('CLIENT_VERSION')} <span data-testid="client-version">{__APP_VERSION__}</span>
      {' · '}
      {t('SERVER_VERSION')} <span data-testid="server-version">{serverText}</span>
    </Box>
  );
}
