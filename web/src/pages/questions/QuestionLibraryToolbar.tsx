/** The library tab's toolbar: the bulk and page actions, and the filters beside the search. */
import Button, { type ButtonProps } from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../admin/components/FilterBar';
import type { FilterValues } from '../../admin/components/filterRules';
import type { AnswerType } from '../../generated/graphql';
import { ANSWER_TYPE_KEYS } from './questionColumns';

export interface LibraryAction {
  testId: string;
  labelKey: string;
  onClick: () => void;
  disabled?: boolean;
  variant?: ButtonProps.Variant;
  iconName?: ButtonProps['iconName'];
}

export function LibraryActions({ actions }: { actions: LibraryAction[] }) {
  const { t } = useTranslation();
  return (
    <SpaceBetween direction="horizontal" size="xs">
      {actions.map((action) => (
        <Button
          key={action.testId}
          variant={action.variant}
          iconName={action.iconName}
          disabled={action.disabled}
          onClick={action.onClick}
          nativeButtonAttributes={{ 'data-testid': action.testId }}
        >
          {t(action.labelKey)}
        </Button>
      ))}
    </SpaceBetween>
  );
}

export interface LibraryFilterValues extends FilterValues {
  group?: string;
  answerType?: AnswerType;
}

export interface LibraryFiltersProps {
  value: LibraryFilterValues;
  onChange: (value: LibraryFilterValues) => void;
}

export function LibraryFilters({ value, onChange }: LibraryFiltersProps) {
  const { t } = useTranslation();
  const answerTypeOptions = [
    { value: '', label: t('ALL') },
    ...(['ox', 'multiple', 'survey'] as const).map((type) => ({
      value: type,
      label: t(ANSWER_TYPE_KEYS[type]),
    })),
  ];
  return (
    <SpaceBetween direction="horizontal" size="s">
      <FilterBar
        filters={['q', 'active']}
        value={value}
        onChange={(next) => onChange({ ...value, ...next })}
        testId="question-filter"
      />
      <FormField label={t('GROUP')}>
        <Input
          value={value.group ?? ''}
          onChange={({ detail }) => onChange({ ...value, group: detail.value })}
          nativeInputAttributes={{ 'data-testid': 'question-filter-group' }}
        />
      </FormField>
      <FormField label={t('ANSWER_TYPE')}>
        <Select
          data-testid="question-filter-answer-type"
          selectedOption={answerTypeOptions.find((o) => o.value === (value.answerType ?? '')) ?? null}
          options={answerTypeOptions}
          onChange={({ detail }) =>
            onChange({ ...value, answerType: (detail.selectedOption.value || undefined) as AnswerType })
          }
        />
      </FormField>
    </SpaceBetween>
  );
}
