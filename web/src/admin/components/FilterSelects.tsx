/**
 * The role, category and user selectors of the filter bar (spec section 6). Role holds a
 * choice of roleRules (user, admin, manager, staff, operator, all); the user selector lists
 * students only (studentRoleFilter).
 */
import Select from '@cloudscape-design/components/select';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchCategories } from '../../api/catalog';
import { fetchUsers } from '../../api/users';
import { ROLE_FILTER_CHOICES, ROLE_LABEL_KEYS, studentRoleFilter } from '../roleRules';
import { personName } from './format';
import { MAX_PAGE_SIZE } from './paging';
import { useApiAuth } from './useApi';

interface IdSelectProps {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  testId: string;
}

export function RoleFilterSelect(props: IdSelectProps) {
  const { t } = useTranslation();
  const options = ROLE_FILTER_CHOICES.map((choice) => ({ value: choice, label: t(ROLE_LABEL_KEYS[choice]) }));
  return (
    <Select
      data-testid={props.testId}
      selectedOption={options.find((option) => option.value === (props.value ?? 'all')) ?? null}
      options={options}
      onChange={({ detail }) => props.onChange(detail.selectedOption.value)}
    />
  );
}

function OptionsSelect(
  props: IdSelectProps & { options: { value: string; label: string }[]; loading: boolean },
) {
  const { t } = useTranslation();
  const all = { value: '', label: t('ALL') };
  const options = [all, ...props.options];
  return (
    <Select
      data-testid={props.testId}
      selectedOption={options.find((option) => option.value === (props.value ?? '')) ?? all}
      options={options}
      onChange={({ detail }) => props.onChange(detail.selectedOption.value || undefined)}
      statusType={props.loading ? 'loading' : 'finished'}
      filteringType="auto"
    />
  );
}

export function CategoryFilterSelect(props: IdSelectProps) {
  const auth = useApiAuth();
  const query = useQuery({
    queryKey: ['categories', 'options'],
    queryFn: () => fetchCategories(auth, { page: 0, perPage: MAX_PAGE_SIZE }),
  });
  const options = (query.data?.data ?? []).map((category) => ({
    value: category._id,
    label: category.title,
  }));
  return <OptionsSelect {...props} options={options} loading={query.isLoading} />;
}

/** Students of the chosen site (or of the caller's reach). */
export function StudentFilterSelect(
  props: IdSelectProps & { site: string | undefined; spot: string | undefined },
) {
  const auth = useApiAuth();
  const filter = { role: studentRoleFilter(), site: props.site, spot: props.spot };
  const query = useQuery({
    queryKey: ['users', 'options', filter],
    queryFn: () => fetchUsers(auth, { page: 0, perPage: MAX_PAGE_SIZE, filter }),
  });
  const options = (query.data?.data ?? []).map((user) => ({
    value: user._id,
    label: user.no === null || user.no === undefined ? personName(user) : `${user.no}. ${personName(user)}`,
  }));
  return <OptionsSelect {...props} options={options} loading={query.isLoading} />;
}
