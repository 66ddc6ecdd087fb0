/**
 * Create or edit a site: name (required), description, address, active; when editing, also the
 * class screen settings kept in the site's info (ClassScreenFields).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../admin/components/FormModal';
import { useApiAuth } from '../../../admin/components/useApi';
import { useSaveMutation } from '../../../admin/components/useSaveMutation';
import { createSite, type SiteRow, updateSite } from '../../../api/fleet';
import { useWording } from '../../../i18n/useWording';
import { readScreenSettings, writeScreenSettings } from '../../class/main/screenSettings';
import { ClassScreenFields } from './ClassScreenFields';
import { CommonFields } from './CommonFields';
import { type FormErrors, hasErrors, optionalText, type SiteFormValues, validateSite } from './validateForms';

/** `site` given: edit it; absent: create. Mount only while open. */
export function SiteFormModal(props: {
  site?: SiteRow;
  onClose: () => void;
  onSaved?: (site: SiteRow) => void;
}) {
  const { t } = useTranslation();
  const w = useWording();
  const auth = useApiAuth();
  const { site } = props;
  const [values, setValues] = useState<SiteFormValues>({
    name: site?.name ?? '',
    description: site?.description ?? '',
    address: site?.address ?? '',
    active: site?.active ?? true,
  });
  const [errors, setErrors] = useState<FormErrors<'name'>>({});
  const [screen, setScreen] = useState(() => readScreenSettings(site?.info));
  const [uploads, setUploads] = useState(0);

  const save = useSaveMutation({
    invalidates: [['sites']],
    mutationFn: () => {
      const input = {
        name: values.name.trim(),
        description: optionalText(values.description),
        address: optionalText(values.address),
        active: values.active,
      };
      return site
        ? updateSite(auth, {
            id: site._id,
            input: { ...input, info: writeScreenSettings(site.info, screen) },
          })
        : createSite(auth, { input });
    },
    onSaved: (saved) => {
      props.onSaved?.(saved);
      props.onClose();
    },
  });

  const submit = () => {
    if (uploads > 0) return; // the form waits for the uploaded paths
    const found = validateSite(values);
    setErrors(found);
    if (!hasErrors(found)) save.mutate();
  };

  return (
    <FormModal
      title={`${w('SITE')} ${site ? t('EDIT') : t('CREATE')}`}
      busy={save.isPending || uploads > 0}
      onCancel={props.onClose}
      onSubmit={submit}
      testId="site-form"
    >
      <CommonFields values={values} onChange={setValues} nameError={errors.name} testId="site-form" />
      {site && (
        <ClassScreenFields
          value={screen}
          onChange={(patch) => setScreen((previous) => ({ ...previous, ...patch }))}
          onBusyChange={(busy) => setUploads((count) => count + (busy ? 1 : -1))}
        />
      )}
    </FormModal>
  );
}
