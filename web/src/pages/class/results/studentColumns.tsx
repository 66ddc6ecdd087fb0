/** The columns every per-student results table starts with: the seat, then the student's name. */
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { StudentResult } from '../../../api/results';

export function seatAndNameColumns(
  t: TFunction,
  name: (student: StudentResult) => ReactNode,
): TableProps.ColumnDefinition<StudentResult>[] {
  return [
    { id: 'no', header: t('SEAT_NO'), cell: (student) => student.no ?? '-' },
    { id: 'name', header: t('STUDENT'), isRowHeader: true, cell: name },
  ];
}
