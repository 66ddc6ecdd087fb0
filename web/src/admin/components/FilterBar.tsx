/**
 * The admin filter bar (spec sections 2 and 6): text search, active, role, category, site,
 * classroom and user (students), each shown when the screen asks for it and the rules allow.
 * A screen may replace the role, category or user selector through `slots`.
 */
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth/AuthProvider';
import { useWording } from '../../i18n/useWording';
import { ActiveSelect, SiteSelect, SpotSelect } from './EntitySelects';
import { CategoryFilterSelect, RoleFilterSelect, StudentFilterSelect } from './FilterSelects';
import { canPickSite, type FilterName, type FilterValues, visibleFilters, withSite } from './filterRules';

/** Typing waits this long before the list asks the server again. */
const SEARCH_DEBOUNCE_MS = 300;

export interface FilterBarProps {
  filters: readonly FilterName[];
  value: FilterValues;
  onChange: (value: FilterValues) => void;
  /** Replacements for the built-in role, category or user selector. */
  slots?: Partial<Record<'role' | 'category' | 'user', ReactNode>>;
  testId?: string;
}

export function FilterBar({ filters, value, onChange, slots = {}, testId = 'filter-bar' }: FilterBarProps) {
  const { t } = useTranslation();
  const w = useWording();
  const { user } = useAuth();
  const role = user?.role ?? {};
  const visible = visibleFilters(role, filters, value);
  const [text, setText] = useState(value.q ?? '');

  useEffect(() => {
    if ((value.q ?? '') === text) return;
    const timer = setTimeout(() => onChange({ ...value, q: text }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);

  return (
    <div data-testid={testId}>
      <SpaceBetween direction="horizontal" size="s">
        {visible.has('q') && (
          <FormField label={t('SEARCH')}>
            <Input
              type="search"
              value={text}
              onChange={({ detail }) => setText(detail.value)}
              placeholder={t('SEARCH_PLACEHOLDER')}
              nativeInputAttributes={{ 'data-testid': `${testId}-q` }}
            />
          </FormField>
        )}
        {visible.has('role') &&
          (slots.role ?? (
            <FormField label={t('ROLE')}>
              <RoleFilterSelect
                testId={`${testId}-role`}
                value={value.role}
                onChange={(role) => onChange({ ...value, role })}
              />
            </FormField>
          ))}
        {visible.has('category') &&
          (slots.category ?? (
            <FormField label={t('CATEGORY')}>
              <CategoryFilterSelect
                testId={`${testId}-category`}
                value={value.category}
                onChange={(category) => onChange({ ...value, category })}
              />
            </FormField>
          ))}
        {visible.has('site') && (
          <FormField label={w('SITE')}>
            <SiteSelect
              testId={`${testId}-site`}
              value={value.site}
              onChange={(site) => onChange(withSite(value, site))}
              allowAll
              disabled={!canPickSite(role)}
              fallbackLabel={user?.site?.name}
            />
          </FormField>
        )}
        {visible.has('spot') && (
          <FormField label={w('SPOT')}>
            <SpotSelect
              testId={`${testId}-spot`}
              site={value.site}
              value={value.spot}
              onChange={(spot) => onChange({ ...value, spot })}
              allowAll
            />
          </FormField>
        )}
        {visible.has('user') &&
          (slots.user ?? (
            <FormField label={t('STUDENT')}>
              <StudentFilterSelect
                testId={`${testId}-user`}
                site={value.site}
                spot={value.spot}
                value={value.user}
                onChange={(user) => onChange({ ...value, user })}
              />
            </FormField>
          ))}
        {visible.has('active') && (
          <FormField label={t('ACTIVE')}>
            <ActiveSelect
              testId={`${testId}-active`}
              value={value.active}
              onChange={(active) => onChange({ ...value, active })}
            />
          </FormField>
        )}
      </SpaceBetween>
    </div>
  );
}
