/**
 * Per-question results of the session: each question asked, its correct answer (a choice with its
 * text, choiceLabels.ts), its answers and its percentage.
 */
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { askedQuestion, type LinkView } from '../../../api/classMain';
import { useWording } from '../../../i18n/useWording';
import { titleIn } from '../../../questions/titleIn';
import { ANSWER_TYPE_KEYS } from '../../questions/questionColumns';
import { formatRate } from './answerStats';
import { CAPTION_WIDE, keyCaption, keyText } from './choiceLabels';
import type { LinkFigures } from './linkFigures';

interface Props {
  links: LinkView[];
  screenId: string | null;
  /** The live figures of the link on screen, newer than its last read. */
  screenFigures: LinkFigures | null;
  onShow: (id: string) => void;
}

export function ResultsTable({ links, screenId, screenFigures, onShow }: Props) {
  const { t, i18n } = useTranslation();
  const w = useWording();
  return (
    <Table<LinkView>
      data-testid="question-results"
      header={<Header counter={`(${links.length})`}>{w('QUESTION_RESULTS')}</Header>}
      items={links}
      trackBy="_id"
      empty={t('NO_QUESTIONS_ASKED')}
      columnDefinitions={[
        { id: 'no', header: '#', cell: (link) => links.indexOf(link) + 1 },
        {
          id: 'title',
          header: t('TITLE'),
          isRowHeader: true,
          cell: (link) => (
            <Button variant="inline-link" onClick={() => onShow(link._id)} disabled={link._id === screenId}>
              {titleIn(askedQuestion(link)?.title, i18n.resolvedLanguage ?? i18n.language) || '-'}
            </Button>
          ),
        },
        {
          id: 'type',
          header: t('ANSWER_TYPE'),
          cell: (link) => {
            const kind = askedQuestion(link)?.info.answerType;
            return kind ? t(ANSWER_TYPE_KEYS[kind]) : '-';
          },
        },
        {
          id: 'correct',
          header: t('CORRECT_ANSWER'),
          cell: (link) => {
            const question = askedQuestion(link);
            if (!link.correct || !question) return '-';
            const language = i18n.resolvedLanguage ?? i18n.language;
            const label = keyText(question.info.answerType, link.correct, question.selection, language);
            return keyCaption(label, t('CHOICE_PICTURE'), CAPTION_WIDE);
          },
        },
        {
          id: 'count',
          header: t('ANSWER_COUNT_AXIS'),
          cell: (link) =>
            link._id === screenId && screenFigures ? screenFigures.count : link.countOfAnswers,
        },
        {
          id: 'rate',
          header: `${t('RIGHT_RATE')} / ${t('ANSWER_RATE')}`,
          cell: (link) => formatRate(link._id === screenId && screenFigures ? screenFigures.rate : link.rate),
        },
      ]}
    />
  );
}
