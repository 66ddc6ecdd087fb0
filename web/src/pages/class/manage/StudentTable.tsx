/** The student rows of the class manage modal: edited inline, new rows at the top, each deletable. */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { useWording } from '../../../i18n/useWording';
import type { ListErrors, StudentRow } from './studentRows';

type Field = 'firstname' | 'lastname' | 'no';

export function StudentTable(props: {
  rows: StudentRow[];
  errors: ListErrors | null;
  loading: boolean;
  onChange: (rows: StudentRow[]) => void;
  onAdd: () => void;
  /** Opens the roster import (a whole class from a file). */
  onImport: () => void;
}) {
  const { t } = useTranslation();
  const w = useWording();
  const { rows } = props;
  const rowError = (row: StudentRow, field: 'firstname' | 'no') => {
    const key = props.errors?.rows[row.key]?.[field];
    return key ? w(key) : undefined;
  };
  const edit = (row: StudentRow, field: Field, value: string) =>
    props.onChange(rows.map((each) => (each.key === row.key ? { ...each, [field]: value } : each)));
  const cell = (field: Field, label: string, error?: (row: StudentRow) => string | undefined) => ({
    id: field,
    header: label,
    cell: (row: StudentRow) => {
      const index = rows.indexOf(row);
      return (
        <FormField errorText={error?.(row)} stretch>
          <Input
            value={row[field]}
            onChange={({ detail }) => edit(row, field, detail.value)}
            ariaLabel={`${label} ${index + 1}`}
            invalid={Boolean(error?.(row))}
            inputMode={field === 'no' ? 'numeric' : undefined}
            nativeInputAttributes={{ 'data-testid': `student-${field}-${index}`, maxLength: 100 }}
          />
        </FormField>
      );
    },
  });

  return (
    <Table<StudentRow>
      data-testid="student-table"
      variant="embedded"
      items={rows}
      loading={props.loading}
      loadingText={t('LOADING')}
      trackBy="key"
      empty={<Box color="text-body-secondary">{w('REQUIRED_STUDENT')}</Box>}
      header={
        <Header
          variant="h3"
          counter={`(${rows.length})`}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button
                iconName="upload"
                disabled={props.loading}
                onClick={props.onImport}
                nativeButtonAttributes={{ 'data-testid': 'roster-open' }}
              >
                {t('ROSTER_IMPORT')}
              </Button>
              <Button
                iconName="add-plus"
                disabled={props.loading}
                onClick={props.onAdd}
                nativeButtonAttributes={{ 'data-testid': 'student-add' }}
              >
                {w('ADD_STUDENT')}
              </Button>
            </SpaceBetween>
          }
        >
          {w('STUDENT_LIST')}
        </Header>
      }
      columnDefinitions={[
        cell('firstname', t('FIRST_NAME'), (row) => rowError(row, 'firstname')),
        cell('lastname', t('LAST_NAME')),
        cell('no', t('SEAT_NO'), (row) => rowError(row, 'no')),
        {
          id: 'delete',
          header: '',
          width: 60,
          cell: (row) => (
            <Button
              variant="icon"
              iconName="remove"
              ariaLabel={t('DELETE_STUDENT', { row: rows.indexOf(row) + 1 })}
              onClick={() => props.onChange(rows.filter((each) => each.key !== row.key))}
              nativeButtonAttributes={{ 'data-testid': `student-delete-${rows.indexOf(row)}` }}
            />
          ),
        },
      ]}
    />
  );
}
