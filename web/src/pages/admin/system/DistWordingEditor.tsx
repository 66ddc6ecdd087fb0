/**
 * The language-text editor of a distributor's wording overrides: rows of KEY + ko/en/es texts,
 * saved as the JSON map through updateDist. The Dist type exposes no translations, so the
 * current map is read from one of its sites (DistRef.translations); with no site it starts empty.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Grid from '@cloudscape-design/components/grid';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiAuth, useErrorToast } from '../../../admin/components/useApi';
import { type DistRow, fetchSiteDistTranslations, updateDist } from '../../../api/catalog';
import { useNotify } from '../../../notifications/NotificationsProvider';
import {
  EDITOR_LANGUAGES,
  mapFromRows,
  parseTranslationMap,
  type RowsError,
  rowsFromMap,
  type TranslationMap,
  type TranslationRow,
} from './translationMap';

const GRID = [{ colspan: 3 }, { colspan: 2 }, { colspan: 3 }, { colspan: 2 }, { colspan: 2 }];
const COLUMNS = ['key', ...EDITOR_LANGUAGES] as const;

function Rows(props: { dist: DistRow; original: TranslationMap }) {
  const { t } = useTranslation();
  const auth = useApiAuth();
  const notify = useNotify();
  const showError = useErrorToast();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<TranslationRow[]>(() => rowsFromMap(props.original));
  const [errors, setErrors] = useState<RowsError[]>([]);
  const { dist } = props;
  const save = useMutation({
    mutationFn: (map: TranslationMap) =>
      updateDist(auth, dist._id, {
        title: dist.title,
        distributor: dist.distributor?._id ?? null,
        info: dist.info ?? null,
        translations: JSON.stringify(map),
      }),
    onSuccess: async () => {
      notify.success(t('SAVE_SUCCESS_MSG'));
      await queryClient.invalidateQueries({ queryKey: ['dists'] });
    },
    onError: (error) => showError(error, 'SAVE_ERR_MSG'),
  });
  const edit = (index: number, column: (typeof COLUMNS)[number], value: string) =>
    setRows(rows.map((row, at) => (at === index ? { ...row, [column]: value } : row)));
  const submit = () => {
    const result = mapFromRows(rows, props.original);
    setErrors(result.errors);
    if (result.errors.length === 0) save.mutate(result.map);
  };
  return (
    <SpaceBetween size="s">
      <Grid gridDefinition={GRID}>
        {COLUMNS.map((column) => (
          <Box key={column} variant="awsui-key-label">
            {column === 'key' ? t('KEY') : column}
          </Box>
        ))}
        <span />
      </Grid>
      {rows.map((row, index) => (
        // Rows have no id of their own; the index is stable while editing one row at a time.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Grid key={index} gridDefinition={GRID}>
          {COLUMNS.map((column) => (
            <Input
              key={column}
              value={row[column]}
              onChange={({ detail }) => edit(index, column, detail.value)}
              nativeInputAttributes={{ 'data-testid': `wording-${index}-${column}` }}
            />
          ))}
          <Button
            iconName="remove"
            variant="icon"
            ariaLabel={t('DELETE')}
            onClick={() => setRows(rows.filter((_, at) => at !== index))}
          />
        </Grid>
      ))}
      {errors.length > 0 && (
        <Box color="text-status-error" data-testid="wording-errors">
          {errors
            .map((error) => `${t('ROW_N', { row: error.row })}: ${t(error.key, { field: t('KEY') })}`)
            .join(' / ')}
        </Box>
      )}
      <SpaceBetween direction="horizontal" size="xs">
        <Button
          iconName="add-plus"
          onClick={() => setRows([...rows, { key: '', ko: '', en: '', es: '' }])}
          nativeButtonAttributes={{ 'data-testid': 'wording-add' }}
        >
          {t('ADD_ROW')}
        </Button>
        <Button
          variant="primary"
          loading={save.isPending}
          onClick={submit}
          nativeButtonAttributes={{ 'data-testid': 'wording-save' }}
        >
          {t('SAVE')}
        </Button>
      </SpaceBetween>
    </SpaceBetween>
  );
}

export function DistWordingEditor({ dist }: { dist: DistRow }) {
  const auth = useApiAuth();
  const [first] = dist.site;
  const query = useQuery({
    queryKey: ['dists', 'translations', dist._id, first?._id ?? null],
    queryFn: async () => parseTranslationMap(first ? await fetchSiteDistTranslations(auth, first._id) : null),
  });
  if (query.isPending) return <Spinner />;
  // Keyed by the loaded map, so a refetch after saving starts from the server's copy.
  return <Rows key={JSON.stringify(query.data ?? {})} dist={dist} original={query.data ?? {}} />;
}
