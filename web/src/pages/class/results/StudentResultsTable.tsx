/**
 * Per student of the session (docs/exports.md "Statistics"): seat, name, the answer to each
 * question (in the order asked; O/X as shown), answered, correct count and rate.
 */
import Header from '@cloudscape-design/components/header';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { StudentResult } from '../../../api/results';
import { formatRate } from '../main/answerStats';
import { seatAndNameColumns } from './studentColumns';

interface Props {
  students: StudentResult[];
  /** The session's question links in the order asked: one column each. */
  links: string[];
}

export function StudentResultsTable({ students, links }: Props) {
  const { t } = useTranslation();
  const answerColumns: TableProps.ColumnDefinition<StudentResult>[] = links.map((link, index) => ({
    id: `q-${link}`,
    header: `Q${index + 1}`,
    cell: (student) => {
      const answer = student.answers.find((entry) => entry.questionLink === link);
      if (!answer) return '-';
      const mark = answer.correct === null ? '' : answer.correct ? ' ✓' : ' ✗';
      return <span data-testid="student-answer" data-q={index + 1}>{`${answer.label}${mark}`}</span>;
    },
  }));
  return (
    <Table<StudentResult>
      data-testid="student-results"
      header={<Header counter={`(${students.length})`}>{t('RESULTS_STUDENTS')}</Header>}
      items={students}
      trackBy="key"
      empty={t('RESULTS_NO_ANSWERS')}
      wrapLines
      columnDefinitions={[
        ...seatAndNameColumns(t, (student) => (
          <span data-testid="student-row" data-key={student.key} data-correct={student.correctCount}>
            {student.name}
          </span>
        )),
        ...answerColumns,
        { id: 'answered', header: t('RESULTS_ANSWERED'), cell: (student) => student.answered },
        { id: 'correct', header: t('RESULTS_CORRECT_COUNT'), cell: (student) => student.correctCount },
        { id: 'rate', header: t('RIGHT_RATE'), cell: (student) => formatRate(student.rate) },
      ]}
    />
  );
}
