/**
 * Site, classroom and active selectors shared by the filter bar, the forms and the device
 * registration page. Options are one server page of up to 100 (the server's perPage limit), in
 * natural order of their names (Class 3-2 before Class 3-10); the server already limits sites to
 * the caller's reach (spec section 6).
 */
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchSites, fetchSpots } from '../../api/fleet';
import { useWording } from '../../i18n/useWording';
import { naturalSort } from '../../naturalOrder';
import { MAX_PAGE_SIZE } from './paging';
import { useApiAuth } from './useApi';

const ALL = '';

interface EntitySelectProps {
  value: string | undefined;
  onChange: (id: string | undefined) => void;
  /** Offers an "all" option that clears the choice (filters), else a placeholder (forms). */
  allowAll?: boolean;
  /** The text of that clearing option: "All" in filters, "None" in forms. */
  allLabel?: string;
  disabled?: boolean;
  invalid?: boolean;
  testId: string;
  /** Shown for `value` before (or without) the options, e.g. the user's own site name. */
  fallbackLabel?: string;
}

function toSelected(
  options: SelectProps.Option[],
  value: string | undefined,
  allOption: SelectProps.Option | undefined,
  fallbackLabel: string | undefined,
): SelectProps.Option | null {
  if (!value) return allOption ?? null;
  return options.find((option) => option.value === value) ?? { value, label: fallbackLabel ?? value };
}

function EntitySelect(
  props: EntitySelectProps & { options: SelectProps.Option[]; loading: boolean; placeholder: string },
) {
  const { t } = useTranslation();
  const allOption = props.allowAll ? { value: ALL, label: props.allLabel ?? t('ALL') } : undefined;
  const options = allOption ? [allOption, ...props.options] : props.options;
  return (
    <Select
      data-testid={props.testId}
      selectedOption={toSelected(props.options, props.value, allOption, props.fallbackLabel)}
      options={options}
      onChange={({ detail }) => props.onChange(detail.selectedOption.value || undefined)}
      statusType={props.loading ? 'loading' : 'finished'}
      loadingText={t('LOADING')}
      placeholder={props.placeholder}
      disabled={props.disabled}
      invalid={props.invalid}
      filteringType="auto"
    />
  );
}

export function SiteSelect(props: EntitySelectProps) {
  const auth = useApiAuth();
  const w = useWording();
  const query = useQuery({
    queryKey: ['sites', 'options'],
    queryFn: () => fetchSites(auth, { page: 0, perPage: MAX_PAGE_SIZE }),
    enabled: !props.disabled,
  });
  const options = naturalSort(query.data?.data ?? [], (site) => site.name).map((site) => ({
    value: site._id,
    label: site.name,
  }));
  return (
    <EntitySelect {...props} options={options} loading={query.isLoading} placeholder={w('SELECT_SITE')} />
  );
}

/** Classrooms of one site; without a site (a distributor's filter) the server's reach decides. */
export function SpotSelect(props: EntitySelectProps & { site: string | undefined }) {
  const auth = useApiAuth();
  const w = useWording();
  const query = useQuery({
    queryKey: ['spots', 'options', props.site ?? null],
    queryFn: () => fetchSpots(auth, { page: 0, perPage: MAX_PAGE_SIZE, filter: { site: props.site } }),
  });
  const options = naturalSort(query.data?.data ?? [], (spot) => spot.name).map((spot) => ({
    value: spot._id,
    label: spot.name,
  }));
  return (
    <EntitySelect {...props} options={options} loading={query.isLoading} placeholder={w('SELECT_SPOT')} />
  );
}

/** All / active / inactive. */
export function ActiveSelect(props: {
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const options = [
    { value: 'all', label: t('ALL') },
    { value: 'true', label: t('ACTIVE') },
    { value: 'false', label: t('INACTIVE') },
  ];
  const current = props.value === undefined ? 'all' : String(props.value);
  return (
    <Select
      data-testid={props.testId}
      selectedOption={options.find((option) => option.value === current) ?? null}
      options={options}
      onChange={({ detail }) => {
        const value = detail.selectedOption.value;
        props.onChange(value === 'all' ? undefined : value === 'true');
      }}
    />
  );
}
