/** Create or edit a classroom: name and site required; the site is fixed once created. */
import FormField from '@cloudscape-design/components/form-field';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteSelect } from '../../../admin/components/EntitySelects';
import { FormModal } from '../../../admin/components/FormModal';
import { canPickSite } from '../../../admin/components/filterRules';
import { useApiAuth, useErrorText } from '../../../admin/components/useApi';
import { useSaveMutation } from '../../../admin/components/useSaveMutation';
import { createSpot, type SpotImage, type SpotRow, updateSpot } from '../../../api/fleet';
import { useAuth } from '../../../auth/AuthProvider';
import { useWording } from '../../../i18n/useWording';
import { CommonFields } from './CommonFields';
import { SpotImageField } from './SpotImageField';
import { type FormErrors, hasErrors, optionalText, type SpotFormValues, validateSpot } from './validateForms';

export function SpotFormModal(props: {
  spot?: SpotRow;
  /** Preselected site for a new classroom (the list's site filter, or the manager's site). */
  site?: string;
  onClose: () => void;
  onSaved?: (spot: SpotRow) => void;
}) {
  const { t } = useTranslation();
  const w = useWording();
  const auth = useApiAuth();
  const { user } = useAuth();
  const errorText = useErrorText();
  const { spot } = props;
  const pickSite = canPickSite(user?.role ?? {});
  const [values, setValues] = useState<SpotFormValues>({
    name: spot?.name ?? '',
    description: spot?.description ?? '',
    address: spot?.address ?? '',
    active: spot?.active ?? true,
    site: spot?.site._id ?? props.site ?? (pickSite ? undefined : user?.site?._id),
  });
  const [image, setImage] = useState<SpotImage | null>(spot?.image ?? null);
  const [errors, setErrors] = useState<FormErrors<'name' | 'site'>>({});

  const save = useSaveMutation({
    invalidates: [['spots']],
    mutationFn: () => {
      const patch = {
        name: values.name.trim(),
        description: optionalText(values.description),
        address: optionalText(values.address),
        active: values.active,
        image: image && { _id: image._id ?? null, path: image.path },
      };
      if (spot) return updateSpot(auth, { id: spot._id, input: patch });
      // validateSpot ran before: the site is set, '' only satisfies the type.
      return createSpot(auth, { input: { ...patch, site: values.site ?? '' } });
    },
    onSaved: (saved) => {
      props.onSaved?.(saved);
      props.onClose();
    },
  });

  const submit = () => {
    const found = validateSpot(values);
    setErrors(found);
    if (!hasErrors(found)) save.mutate();
  };

  return (
    <FormModal
      title={`${w('SPOT')} ${spot ? t('EDIT') : t('CREATE')}`}
      busy={save.isPending}
      onCancel={props.onClose}
      onSubmit={submit}
      testId="spot-form"
    >
      <FormField label={w('SITE')} errorText={errorText(errors.site)}>
        <SiteSelect
          testId="spot-form-site"
          value={values.site}
          onChange={(site) => setValues({ ...values, site })}
          disabled={Boolean(spot) || !pickSite}
          invalid={Boolean(errors.site)}
          fallbackLabel={spot?.site.name ?? user?.site?.name ?? undefined}
        />
      </FormField>
      <CommonFields values={values} onChange={setValues} nameError={errors.name} testId="spot-form" />
      <FormField label={t('IMAGE')}>
        <SpotImageField value={image} onChange={setImage} />
      </FormField>
    </FormModal>
  );
}
