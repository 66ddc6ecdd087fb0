/** /admin/manage/site: the caller's own site (mySite) and its classrooms. */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AdminPage } from '../../../admin/components/AdminPage';
import { DetailPanel } from '../../../admin/components/DetailPanel';
import { useApiAuth, useErrorToast } from '../../../admin/components/useApi';
import { fetchMySite } from '../../../api/fleet';
import { useWording } from '../../../i18n/useWording';
import { siteDetailItems } from '../detail/detailItems';
import { SpotTable } from '../spot-list/SpotTable';

export function MySitePage() {
  const { t, i18n } = useTranslation();
  const w = useWording();
  const auth = useApiAuth();
  const showError = useErrorToast();
  const navigate = useNavigate();
  const query = useQuery({ queryKey: ['sites', 'mine'], queryFn: () => fetchMySite(auth) });

  useEffect(() => {
    if (query.error) showError(query.error);
  }, [query.error, showError]);

  const site = query.data;
  return (
    <AdminPage
      title={w('MY_SITE')}
      testId="my-site-page"
      actions={
        site ? (
          <Button
            data-testid="my-site-fleet-health"
            onClick={() => navigate(`/admin/manage/health?site=${encodeURIComponent(site._id)}`)}
          >
            {t('FLEET_HEALTH_OPEN')}
          </Button>
        ) : undefined
      }
    >
      {query.isPending ? (
        <Spinner size="large" />
      ) : site ? (
        <SpaceBetween size="l">
          <DetailPanel title={site.name} items={siteDetailItems(site, { t, w, language: i18n.language })} />
          <SpotTable fixedSite={site._id} />
        </SpaceBetween>
      ) : (
        <Alert type="info" data-testid="my-site-none">
          {w('NO_SITE_MSG')}
        </Alert>
      )}
    </AdminPage>
  );
}
