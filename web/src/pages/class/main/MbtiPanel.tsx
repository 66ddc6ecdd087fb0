/**
 * MBTI results of the session, shown only when MBTI questions were asked (questions with
 * `info.mbti`): each student's type and the percentage of every letter (mbti.ts).
 */
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { askedQuestion, type LinkView } from '../../../api/classMain';
import { MBTI_PAIRS, type MbtiAnswer, type MbtiResult, scoreMbti } from './mbti';
import { answerKey, displayName, type Seat } from './seats';

interface Row {
  seat: Seat;
  result: MbtiResult;
}

export function mbtiRows(links: readonly LinkView[], seats: readonly Seat[]): Row[] {
  const asked = links.filter((link) => askedQuestion(link)?.info.mbti);
  if (asked.length === 0) return [];
  return seats.map((seat) => {
    const answers: MbtiAnswer[] = [];
    for (const link of asked) {
      const letter = askedQuestion(link)?.info.mbti ?? '';
      const answer = link.answers.find((candidate) => answerKey(candidate) === seat.student._id);
      if (answer) answers.push({ letter, value: answer.value });
    }
    return { seat, result: scoreMbti(answers) };
  });
}

export function MbtiPanel({ links, seats }: { links: LinkView[]; seats: Seat[] }) {
  const { t } = useTranslation();
  const rows = mbtiRows(links, seats);
  if (rows.length === 0) return null;
  return (
    <Table<Row>
      data-testid="mbti-results"
      header={<Header>{t('MBTI_RESULTS')}</Header>}
      items={rows}
      trackBy={(row) => row.seat.student._id}
      columnDefinitions={[
        { id: 'name', header: t('NAME'), isRowHeader: true, cell: (row) => displayName(row.seat.student) },
        { id: 'type', header: 'MBTI', cell: (row) => row.result.type },
        ...MBTI_PAIRS.map(([first, second]) => ({
          id: `${first}${second}`,
          header: `${first}/${second}`,
          cell: (row: Row) => `${row.result.percent[first]}% / ${row.result.percent[second]}%`,
        })),
      ]}
    />
  );
}
