/**
 * One detail screen, shared by every entity type: loads the record, shows the DetailPanel, owns
 * the edit modal, and navigates back to the list after a deletion.
 */
import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useWording } from '../../i18n/useWording';
import { AdminPage, type Crumb } from './AdminPage';
import { type DetailItem, DetailPanel } from './DetailPanel';
import type { Texts } from './format';
import { useErrorToast } from './useApi';

export interface Loaded {
  title: string;
  items: DetailItem[];
  /** The edit modal; without it the panel has no Edit button. */
  editor?: (onClose: () => void) => ReactNode;
  /** The delete call; without it the panel has no Delete button. */
  remove?: () => Promise<unknown>;
  /** More header buttons (reset password, business setting...). */
  actions?: ReactNode;
  /** Sections under the panel (the dist's wording editor and sites...). */
  extra?: ReactNode;
  /** Where to go after deleting. */
  listPath: string;
}

/** One detail screen: loads `id`, shows the panel, owns the edit modal. */
export function Detail<T>(props: {
  queryKey: readonly unknown[];
  load: () => Promise<T | null>;
  describe: (row: T, texts: Texts) => Loaded;
  titleKey: string;
  listPath: string;
  /** Breadcrumbs above the type's own (the system section's pages). */
  crumbs?: Crumb[];
}) {
  const { t, i18n } = useTranslation();
  const w = useWording();
  const navigate = useNavigate();
  const showError = useErrorToast();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const query = useQuery({ queryKey: props.queryKey, queryFn: props.load });

  useEffect(() => {
    if (query.error) showError(query.error);
  }, [query.error, showError]);

  const loaded = query.data ? props.describe(query.data, { t, w, language: i18n.language }) : undefined;
  return (
    <AdminPage
      title={loaded?.title ?? w(props.titleKey)}
      crumbs={[...(props.crumbs ?? []), { text: w(props.titleKey), href: props.listPath }]}
      testId="detail-page"
    >
      {query.isPending ? (
        <Spinner size="large" />
      ) : loaded ? (
        <SpaceBetween size="l">
          <DetailPanel
            title={loaded.title}
            items={loaded.items}
            actions={loaded.actions}
            onEdit={loaded.editor && (() => setEditing(true))}
            onDelete={loaded.remove}
            onDeleted={() => {
              void queryClient.invalidateQueries({ queryKey: [props.queryKey[0]] });
              navigate(loaded.listPath);
            }}
          />
          {loaded.extra}
        </SpaceBetween>
      ) : (
        <Alert type="warning" data-testid="detail-not-found">
          {t('NOT_FOUND_ITEM_MSG')}
        </Alert>
      )}
      {editing && loaded?.editor?.(() => setEditing(false))}
    </AdminPage>
  );
}
