/** Create or edit a site: name (required), description, address, active. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../admin/components/FormModal';
import { useApiAuth, useErrorToast } from '../../../admin/components/useApi';
import { createSite, type SiteRow, updateSite } from '../../../api/fleet';
import { useWording } from '../../../i18n/useWording';
import { useNotify } from '../../../notifications/NotificationsProvider';
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
  const notify = useNotify();
  const showError = useErrorToast();
  const queryClient = useQueryClient();
  const { site } = props;
  const [values, setValues] = useState<SiteFormValues>({
    name: site?.name ?? '',
    description: site?.description ?? '',
    address: site?.address ?? '',
    active: site?.active ?? true,
  });
  const [errors, setErrors] = useState<FormErrors<'name'>>({});

  const save = useMutation({
    mutationFn: () => {
      const input = {
        name: values.name.trim(),
        description: optionalText(values.description),
        address: optionalText(values.address),
        active: values.active,
      };
      return site ? updateSite(auth, { id: site._id, input }) : createSite(auth, { input });
    },
    onSuccess: async (saved) => {
      notify.success(t('SAVE_SUCCESS_MSG'));
      await queryClient.invalidateQueries({ queryKey: ['sites'] });
      props.onSaved?.(saved);
      props.onClose();
    },
    onError: (error) => showError(error, 'SAVE_ERR_MSG'),
  });

  const submit = () => {
    const found = validateSite(values);
    setErrors(found);
    if (!hasErrors(found)) save.mutate();
  };

  return (
    <FormModal
      title={`${w('SITE')} ${site ? t('EDIT') : t('CREATE')}`}
      busy={save.isPending}
      onCancel={props.onClose}
      onSubmit={submit}
      testId="site-form"
    >
      <CommonFields values={values} onChange={setValues} nameError={errors.name} testId="site-form" />
    </FormModal>
  );
}
