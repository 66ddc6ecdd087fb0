/**
 * Link to classroom: the picker for a site (required), then one for a classroom of that site
 * (optional: "Not selected" links to the site only), then linkDevices for the chosen MACs.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Picker } from '../../../admin/components/Picker';
import { useApiAuth } from '../../../admin/components/useApi';
import { useSaveMutation } from '../../../admin/components/useSaveMutation';
import { fetchSites, fetchSpots, linkDevices, type SiteRow, type SpotRow } from '../../../api/fleet';
import { useWording } from '../../../i18n/useWording';

export function LinkDevicesFlow(props: { macs: string[]; onClose: () => void; onLinked: () => void }) {
  const { t } = useTranslation();
  const w = useWording();
  const auth = useApiAuth();
  const [site, setSite] = useState<SiteRow>();

  const link = useSaveMutation({
    invalidates: [['devices']],
    successMessage: t('LINK_SUCCESS_MSG', { count: props.macs.length }),
    errorKey: 'LINK_ERR_MSG',
    mutationFn: (spot: SpotRow | undefined) =>
      linkDevices(auth, { site: site?._id ?? '', spot: spot?._id ?? null, devices: props.macs }),
    onSaved: () => props.onLinked(),
  });

  if (!site) {
    return (
      <Picker<SiteRow>
        key="site"
        testId="pick-site"
        title={w('SELECT_SITE')}
        required
        queryKey={['sites']}
        fetchPage={(page, perPage, q) => fetchSites(auth, { page, perPage, filter: q ? { q } : undefined })}
        getId={(item) => item._id}
        columns={[{ id: 'name', header: t('NAME'), cell: (item) => item.name }]}
        onCancel={props.onClose}
        onConnect={([chosen]) => setSite(chosen)}
      />
    );
  }
  return (
    // Keyed apart: the classroom step must not inherit the site step's search and selection.
    <Picker<SpotRow>
      key="spot"
      testId="pick-spot"
      title={`${site.name}: ${w('SELECT_SPOT')}`}
      queryKey={['spots', site._id]}
      fetchPage={(page, perPage, q) =>
        fetchSpots(auth, { page, perPage, filter: { site: site._id, ...(q ? { q } : {}) } })
      }
      getId={(item) => item._id}
      columns={[{ id: 'name', header: t('NAME'), cell: (item) => item.name }]}
      busy={link.isPending}
      onCancel={props.onClose}
      onConnect={([chosen]) => link.mutate(chosen)}
    />
  );
}
