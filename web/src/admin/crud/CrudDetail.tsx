/**
 * The detail of a CrudConfig on the shared Detail screen; `actions` adds header buttons, `extra`
 * sections below it.
 */
import type { ReactNode } from 'react';
import type { Crumb } from '../components/AdminPage';
import { Detail } from '../components/Detail';
import { useApiAuth } from '../components/useApi';
import { CrudFormModal } from './CrudFormModal';
import type { CrudConfig } from './crudConfig';

export function CrudDetail<Row>(props: {
  config: CrudConfig<Row>;
  id: string;
  crumbs?: Crumb[];
  actions?: (row: Row) => ReactNode;
  extra?: (row: Row) => ReactNode;
}) {
  const auth = useApiAuth();
  const { config, id } = props;
  return (
    <Detail<Row>
      key={config.type}
      queryKey={[config.queryKey, 'one', id]}
      load={() => config.fetchOne(auth, id)}
      titleKey={config.labelKey}
      listPath={config.listPath}
      crumbs={props.crumbs}
      describe={(row, texts) => {
        const { remove, update } = config;
        return {
          title: config.titleOf(row),
          items: config.detailItems(row, texts),
          editor: update && ((onClose) => <CrudFormModal config={config} row={row} onClose={onClose} />),
          remove: remove && (() => remove(auth, row)),
          actions: props.actions?.(row),
          extra: props.extra?.(row),
          listPath: config.listPath,
        };
      }}
    />
  );
}
