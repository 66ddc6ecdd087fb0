/**
 * The teachers a share goes to: a Cloudscape Multiselect searched on the server (name or login
 * id), listing the active managers and staff in the caller's reach, never the caller.
 */
import Multiselect, { type MultiselectProps } from '@cloudscape-design/components/multiselect';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PAGE_SIZE } from '../../../admin/components/paging';
import { useApiAuth } from '../../../admin/components/useApi';
import { fetchShareRecipients } from '../../../api/shares';
import { useAuth } from '../../../auth/AuthProvider';
import { mergeRecipients, recipientLabel } from './shareRules';

export type TeacherOption = MultiselectProps.Option & { value: string };

export function TeacherMultiselect(props: {
  selected: readonly TeacherOption[];
  onChange: (selected: TeacherOption[]) => void;
  invalid: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const auth = useApiAuth();
  const { user } = useAuth();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');

  // Search as the user pauses typing, like the picker and the filter bar.
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);

  const query = useQuery({
    queryKey: ['users', 'share-recipients', q],
    queryFn: () => fetchShareRecipients(auth, q, MAX_PAGE_SIZE),
  });
  const options: TeacherOption[] = mergeRecipients(query.data ?? [], user?._id).map((recipient) => ({
    value: recipient._id,
    label: recipientLabel(recipient),
  }));

  return (
    <Multiselect
      data-testid={props.testId}
      selectedOptions={props.selected}
      onChange={({ detail }) => props.onChange(detail.selectedOptions as TeacherOption[])}
      options={options}
      filteringType="manual"
      onLoadItems={({ detail }) => setText(detail.filteringText)}
      statusType={query.isFetching ? 'loading' : query.isError ? 'error' : 'finished'}
      loadingText={t('LOADING')}
      errorText={t('LIST_ERR_MSG')}
      empty={t('SHARE_NO_TEACHERS')}
      placeholder={t('SHARE_TEACHERS_PLACEHOLDER')}
      filteringPlaceholder={t('SEARCH_PLACEHOLDER')}
      invalid={props.invalid}
      tokenLimit={5}
      deselectAriaLabel={(option) => `${t('DELETE')} ${option.label ?? ''}`}
    />
  );
}
