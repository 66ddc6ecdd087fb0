/** Edit a device (by MAC): serial number, name, label, description, site, classroom, active. */
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Toggle from '@cloudscape-design/components/toggle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteSelect, SpotSelect } from '../../../admin/components/EntitySelects';
import { FormModal } from '../../../admin/components/FormModal';
import { canPickSite } from '../../../admin/components/filterRules';
import { useApiAuth } from '../../../admin/components/useApi';
import { useSaveMutation } from '../../../admin/components/useSaveMutation';
import { type DeviceRow, updateDevice } from '../../../api/fleet';
import { useAuth } from '../../../auth/AuthProvider';
import { useWording } from '../../../i18n/useWording';
import { optionalText } from './validateForms';

type TextField = 'sn' | 'name' | 'label' | 'description';
const TEXT_FIELDS: Array<[TextField, string]> = [
  ['sn', 'SN'],
  ['name', 'NAME'],
  ['label', 'LABEL'],
  ['description', 'DESCRIPTION'],
];

export function DeviceFormModal(props: { device: DeviceRow; onClose: () => void }) {
  const { t } = useTranslation();
  const w = useWording();
  const auth = useApiAuth();
  const { user } = useAuth();
  const { device } = props;
  const [text, setText] = useState<Record<TextField, string>>({
    sn: device.sn ?? '',
    name: device.name ?? '',
    label: device.label ?? '',
    description: device.description ?? '',
  });
  const [active, setActive] = useState(device.active);
  const [site, setSite] = useState(device.site?._id);
  const [spot, setSpot] = useState(device.spot?._id);

  const save = useSaveMutation({
    invalidates: [['devices']],
    mutationFn: () =>
      updateDevice(auth, {
        mac: device.mac,
        input: {
          mac: device.mac,
          sn: optionalText(text.sn),
          name: optionalText(text.name),
          label: optionalText(text.label),
          description: optionalText(text.description),
          active,
          site: site ?? null,
          spot: spot ?? null,
          // updateDevice replaces the links: keep the current user unless released elsewhere.
          user: device.user?._id ?? null,
        },
      }),
    onSaved: () => props.onClose(),
  });

  return (
    <FormModal
      title={`${device.mac} ${t('EDIT')}`}
      busy={save.isPending}
      onCancel={props.onClose}
      onSubmit={() => save.mutate()}
      testId="device-form"
    >
      {TEXT_FIELDS.map(([field, labelKey]) => (
        <FormField key={field} label={t(labelKey)}>
          <Input
            value={text[field]}
            onChange={({ detail }) => setText({ ...text, [field]: detail.value })}
            nativeInputAttributes={{ 'data-testid': `device-form-${field}` }}
          />
        </FormField>
      ))}
      <FormField label={w('SITE')}>
        <SiteSelect
          testId="device-form-site"
          value={site}
          onChange={(next) => {
            setSite(next);
            setSpot(undefined);
          }}
          allowAll
          allLabel={t('NONE')}
          disabled={!canPickSite(user?.role ?? {})}
          fallbackLabel={device.site?.name ?? undefined}
        />
      </FormField>
      <FormField label={w('SPOT')}>
        <SpotSelect
          testId="device-form-spot"
          site={site}
          value={spot}
          onChange={setSpot}
          allowAll
          allLabel={t('NONE')}
          fallbackLabel={device.spot?.name ?? undefined}
        />
      </FormField>
      <Toggle checked={active} onChange={({ detail }) => setActive(detail.checked)}>
        {t('ACTIVE')}
      </Toggle>
    </FormModal>
  );
}
