/** The distributor detail's own sections: the wording editor, the class screen defaults and the assigned sites. */
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../admin/components/ConfirmModal';
import { Picker } from '../../../admin/components/Picker';
import { useApiAuth, useErrorToast } from '../../../admin/components/useApi';
import { type DistRow, setDist, unsetDist } from '../../../api/catalog';
import { fetchSites, type SiteRow } from '../../../api/fleet';
import type { Ref } from '../../../generated/graphql';
import { useWording } from '../../../i18n/useWording';
import { useNotify } from '../../../notifications/NotificationsProvider';
import { DistScreenSettings } from './DistScreenSettings';
import { DistWordingEditor } from './DistWordingEditor';

function DistSites({ dist }: { dist: DistRow }) {
  const { t } = useTranslation();
  const w = useWording();
  const auth = useApiAuth();
  const notify = useNotify();
  const showError = useErrorToast();
  const queryClient = useQueryClient();
  const [picking, setPicking] = useState(false);
  const [selected, setSelected] = useState<Ref[]>([]);
  const [confirming, setConfirming] = useState(false);
  const done = async () => {
    notify.success(t('SAVE_SUCCESS_MSG'));
    await queryClient.invalidateQueries({ queryKey: ['dists'] });
    await queryClient.invalidateQueries({ queryKey: ['sites'] });
  };
  const assign = useMutation({
    mutationFn: (sites: SiteRow[]) =>
      setDist(
        auth,
        dist._id,
        sites.map((site) => site._id),
      ),
    onSuccess: async () => {
      setPicking(false);
      await done();
    },
    onError: (error) => showError(error, 'SAVE_ERR_MSG'),
  });
  const unassign = useMutation({
    mutationFn: () =>
      unsetDist(
        auth,
        selected.map((site) => site._id),
      ),
    onSettled: () => setConfirming(false),
    onSuccess: async () => {
      setSelected([]);
      await done();
    },
    onError: (error) => showError(error, 'SAVE_ERR_MSG'),
  });
  return (
    <>
      <Table<Ref>
        data-testid="dist-sites"
        items={dist.site}
        trackBy={(site) => site._id}
        selectionType="multi"
        selectedItems={selected}
        onSelectionChange={({ detail }) => setSelected([...detail.selectedItems])}
        columnDefinitions={[{ id: 'name', header: t('NAME'), cell: (site) => site.name ?? site._id }]}
        empty={t('NO_ITEMS')}
        header={
          <Header
            counter={`(${dist.site.length})`}
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  disabled={selected.length === 0}
                  onClick={() => setConfirming(true)}
                  nativeButtonAttributes={{ 'data-testid': 'dist-sites-remove' }}
                >
                  {t('UNASSIGN')}
                </Button>
                <Button
                  onClick={() => setPicking(true)}
                  nativeButtonAttributes={{ 'data-testid': 'dist-sites-assign' }}
                >
                  {w('ASSIGN_SITES')}
                </Button>
              </SpaceBetween>
            }
          >
            {w('SITE')}
          </Header>
        }
      />
      {picking && (
        <Picker<SiteRow>
          testId="pick-dist-sites"
          title={w('ASSIGN_SITES')}
          multi
          queryKey={['sites']}
          fetchPage={(page, perPage, q) => fetchSites(auth, { page, perPage, filter: q ? { q } : undefined })}
          getId={(site) => site._id}
          columns={[
            { id: 'name', header: t('NAME'), cell: (site) => site.name },
            { id: 'dist', header: t('DIST'), cell: (site) => site.dist?.title ?? '-' },
          ]}
          busy={assign.isPending}
          onCancel={() => setPicking(false)}
          onConnect={(sites) => (sites.length > 0 ? assign.mutate(sites) : setPicking(false))}
        />
      )}
      <ConfirmModal
        visible={confirming}
        message={w('UNASSIGN_SITES_CONFIRM_MSG', { count: selected.length })}
        busy={unassign.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => unassign.mutate()}
        testId="dist-sites-remove-confirm"
      />
    </>
  );
}

export function DistExtras({ dist }: { dist: DistRow }) {
  const { t } = useTranslation();
  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2">{t('WORDING_OVERRIDES')}</Header>}>
        <DistWordingEditor dist={dist} />
      </Container>
      <Container data-testid="dist-screen">
        <DistScreenSettings dist={dist} />
      </Container>
      <DistSites dist={dist} />
    </SpaceBetween>
  );
}
