/**
 * A classroom's results per student over all its classes (studentResults(spot); docs/exports.md
 * "Console"): seat, name, answered, correct and rate; choosing a student lists their answers in
 * every class, newest first, with the question, the answer, right or wrong and the response time.
 */
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudentAnswer, StudentResult } from '../../../api/results';
import { formatDate } from '../../../dates';
import { formatRate } from '../main/answerStats';
import { formatSeconds, titleIn } from './format';
import { seatAndNameColumns } from './studentColumns';

export function ClassroomStudents({ students }: { students: StudentResult[] }) {
  const { t, i18n } = useTranslation();
  const [chosen, setChosen] = useState<StudentResult | null>(null);
  const answers = [...(chosen?.answers ?? [])].sort((a, b) => (b.at ?? '').localeCompare(a.at ?? ''));
  const result = (answer: StudentAnswer) =>
    answer.correct === null ? '-' : t(answer.correct ? 'STUDENT_ANSWER_RIGHT' : 'STUDENT_ANSWER_WRONG');
  return (
    <SpaceBetween size="l">
      <Table<StudentResult>
        data-testid="classroom-students"
        header={
          <Header counter={`(${students.length})`} description={t('CLASSROOM_STUDENTS_HINT')}>
            {t('CLASSROOM_STUDENTS')}
          </Header>
        }
        items={students}
        trackBy="key"
        selectionType="single"
        selectedItems={chosen ? [chosen] : []}
        onSelectionChange={({ detail }) => setChosen(detail.selectedItems[0] ?? null)}
        ariaLabels={{
          selectionGroupLabel: t('CLASSROOM_STUDENTS'),
          itemSelectionLabel: (_, student) => student.name,
        }}
        empty={t('RESULTS_NO_ANSWERS')}
        columnDefinitions={[
          ...seatAndNameColumns(t, (student) => (
            <span data-testid="classroom-student" data-answered={student.answered}>
              {student.name}
            </span>
          )),
          { id: 'answered', header: t('RESULTS_ANSWERED'), cell: (student) => student.answered },
          { id: 'correct', header: t('RESULTS_CORRECT_COUNT'), cell: (student) => student.correctCount },
          { id: 'rate', header: t('RIGHT_RATE'), cell: (student) => formatRate(student.rate) },
        ]}
      />
      {chosen && (
        <Table<StudentAnswer>
          data-testid="student-answers"
          header={
            <Header counter={`(${answers.length})`}>
              {t('STUDENT_ANSWERS_TITLE', { name: chosen.name })}
            </Header>
          }
          items={answers}
          trackBy="questionLink"
          empty={t('STUDENT_ANSWERS_EMPTY')}
          wrapLines
          columnDefinitions={[
            {
              id: 'at',
              header: t('STUDENT_ANSWERED_AT'),
              cell: (answer) => formatDate(answer.at, i18n.language),
            },
            {
              id: 'title',
              header: t('STUDENT_ANSWER_QUESTION'),
              isRowHeader: true,
              cell: (answer) => titleIn(answer.text, i18n.language),
            },
            { id: 'label', header: t('STUDENT_ANSWER_VALUE'), cell: (answer) => answer.label },
            { id: 'result', header: t('STUDENT_ANSWER_RESULT'), cell: result },
            {
              id: 'time',
              header: t('STUDENT_RESPONSE_TIME'),
              cell: (answer) => formatSeconds(answer.responseMs, i18n.language),
            },
          ]}
        />
      )}
    </SpaceBetween>
  );
}
