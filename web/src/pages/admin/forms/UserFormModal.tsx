/**
 * Create a user (uid, password for console roles, names, number, e-mail, a role below the
 * caller's own, site, classrooms) or edit one (patchUser: names, number, contact, active,
 * approved; the role and site have their own actions on the detail page).
 */
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select from '@cloudscape-design/components/select';
import Toggle from '@cloudscape-design/components/toggle';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteSelect } from '../../../admin/components/EntitySelects';
import { FormModal } from '../../../admin/components/FormModal';
import { canPickSite } from '../../../admin/components/filterRules';
import { MAX_PAGE_SIZE } from '../../../admin/components/paging';
import { useApiAuth, useErrorText, useErrorToast } from '../../../admin/components/useApi';
import { assignableRoles, ROLE_LABEL_KEYS, type RoleName, roleInput } from '../../../admin/roleRules';
import { fetchSpots } from '../../../api/fleet';
import { addUser, patchUser, type UserRow } from '../../../api/users';
import { useAuth } from '../../../auth/AuthProvider';
import { useWording } from '../../../i18n/useWording';
import { useNotify } from '../../../notifications/NotificationsProvider';
import { seatNumber, type UserField, type UserFormValues, validateUser } from './userForm';
import { type FormErrors, hasErrors, optionalText } from './validateForms';

/** Classrooms of one site, several at once (a teacher may have more than one). */
export function SpotMultiSelect(props: {
  site: string | undefined;
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const w = useWording();
  const auth = useApiAuth();
  const query = useQuery({
    queryKey: ['spots', 'options', props.site ?? null],
    queryFn: () => fetchSpots(auth, { page: 0, perPage: MAX_PAGE_SIZE, filter: { site: props.site } }),
    enabled: Boolean(props.site),
  });
  const options = (query.data?.data ?? []).map((spot) => ({ value: spot._id, label: spot.name }));
  return (
    <Multiselect
      data-testid="user-form-spots"
      options={options}
      selectedOptions={options.filter((option) => props.value.includes(option.value))}
      onChange={({ detail }) =>
        props.onChange(detail.selectedOptions.flatMap((option) => option.value ?? []))
      }
      placeholder={w('SELECT_SPOT')}
      disabled={!props.site}
    />
  );
}

const TEXT_FIELDS: Array<[keyof UserFormValues & string, string, boolean]> = [
  ['uid', 'USER_ID', true],
  ['password', 'PASSWORD', true],
  ['firstname', 'FIRST_NAME', false],
  ['lastname', 'LAST_NAME', false],
  ['no', 'SEAT_NO', false],
  ['email', 'EMAIL', false],
  ['tel', 'TEL', false],
];

export function UserFormModal(props: {
  user?: UserRow;
  onClose: () => void;
  onSaved?: (user: UserRow) => void;
}) {
  const { t } = useTranslation();
  const w = useWording();
  const auth = useApiAuth();
  const { user: caller } = useAuth();
  const notify = useNotify();
  const showError = useErrorToast();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const { user } = props;
  const callerRole = caller?.role ?? {};
  const roles = assignableRoles(callerRole);
  const [values, setValues] = useState<UserFormValues>({
    uid: user?.uid ?? '',
    password: '',
    firstname: user?.firstname ?? '',
    lastname: user?.lastname ?? '',
    no: user?.no === null || user?.no === undefined ? '' : String(user.no),
    tel: user?.tel ?? '',
    email: user?.email ?? '',
    role: roles.includes('user') ? 'user' : roles[0],
    site: user?.site?._id ?? (canPickSite(callerRole) ? undefined : caller?.site?._id),
    spots: user?.spots.map((spot) => spot._id) ?? [],
    active: user?.active ?? true,
    verified: user?.verified ?? true,
  });
  const [errors, setErrors] = useState<FormErrors<UserField>>({});

  const save = useMutation({
    mutationFn: () => {
      const common = {
        firstname: values.firstname.trim(),
        lastname: optionalText(values.lastname),
        no: seatNumber(values.no),
        tel: optionalText(values.tel),
        email: optionalText(values.email),
        active: values.active,
        verified: values.verified,
      };
      if (user) return patchUser(auth, user._id, common);
      return addUser(auth, {
        ...common,
        uid: values.uid.trim(),
        password: values.password === '' ? null : values.password,
        role: roleInput(values.role ?? 'user'),
        site: values.site ?? null,
        spots: values.spots,
      });
    },
    onSuccess: async (saved) => {
      notify.success(t('SAVE_SUCCESS_MSG'));
      await queryClient.invalidateQueries({ queryKey: ['users'] });
      props.onSaved?.(saved);
      props.onClose();
    },
    onError: (error) => showError(error, 'SAVE_ERR_MSG'),
  });
  const submit = () => {
    const found = validateUser(values, !user);
    setErrors(found);
    if (!hasErrors(found)) save.mutate();
  };
  const roleOptions = roles.map((role) => ({ value: role, label: t(ROLE_LABEL_KEYS[role]) }));

  return (
    <FormModal
      title={`${t('USER')} ${user ? t('EDIT') : t('CREATE')}`}
      busy={save.isPending}
      onCancel={props.onClose}
      onSubmit={submit}
      testId="user-form"
    >
      {TEXT_FIELDS.filter(([, , createOnly]) => !user || !createOnly).map(([field, labelKey]) => (
        <FormField key={field} label={t(labelKey)} errorText={errorText(errors[field as UserField])}>
          <Input
            type={field === 'password' ? 'password' : 'text'}
            value={String(values[field])}
            onChange={({ detail }) => setValues({ ...values, [field]: detail.value })}
            nativeInputAttributes={{ 'data-testid': `user-form-${field}`, autoComplete: 'off' }}
          />
        </FormField>
      ))}
      {!user && (
        <>
          <FormField label={t('ROLE')} errorText={errorText(errors.role)}>
            <Select
              data-testid="user-form-role"
              selectedOption={roleOptions.find((option) => option.value === values.role) ?? null}
              options={roleOptions}
              onChange={({ detail }) =>
                setValues({ ...values, role: detail.selectedOption.value as RoleName })
              }
            />
          </FormField>
          <FormField label={w('SITE')}>
            <SiteSelect
              testId="user-form-site"
              value={values.site}
              onChange={(site) => setValues({ ...values, site, spots: [] })}
              allowAll
              allLabel={t('NONE')}
              disabled={!canPickSite(callerRole)}
              fallbackLabel={caller?.site?.name}
            />
          </FormField>
          <FormField label={w('SPOT')}>
            <SpotMultiSelect
              site={values.site}
              value={values.spots}
              onChange={(spots) => setValues({ ...values, spots })}
            />
          </FormField>
        </>
      )}
      <Toggle
        checked={values.active}
        onChange={({ detail }) => setValues({ ...values, active: detail.checked })}
      >
        {t('ACTIVE')}
      </Toggle>
      <Toggle
        checked={values.verified}
        onChange={({ detail }) => setValues({ ...values, verified: detail.checked })}
        data-testid="user-form-verified"
        description={t('APPROVED_HINT')}
      >
        {t('APPROVED')}
      </Toggle>
    </FormModal>
  );
}
