/**
 * The live distribution of the answers to the question on screen (a Cloudscape bar chart, O and
 * X for ox), the counts as text, and the right-answer percentage (quiz) or answer percentage
 * (survey). Once the question has stopped, a quiz's correct answer can be changed: the server
 * recomputes the percentage (updateQuestionLink) and the screen shows its figure. A
 * multiple-choice key reads with its choice's text ("2. 3/4", choiceLabels.ts), as on the projector.
 */
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../admin/components/useApi';
import { askedQuestion, type LinkView } from '../../../api/classMain';
import { AnswerBarChart } from './AnswerBarChart';
import { formatRate } from './answerStats';
import { CAPTION_NARROW, CAPTION_WIDE, keyCaption, keyText } from './choiceLabels';
import { linkFigures } from './linkFigures';

interface Props {
  link: LinkView | null;
  answers: ReadonlyMap<string, string>;
  shownCount: number;
  onChangeCorrect: (id: string, correct: string) => Promise<void>;
}

export function AnswerPanel({ link, answers, shownCount, onChangeCorrect }: Props) {
  const { t, i18n } = useTranslation();
  const showError = useErrorToast();
  const [busy, setBusy] = useState(false);
  const question = link ? askedQuestion(link) : null;
  if (!link || !question) {
    return (
      <Container header={<Header variant="h2">{t('ANSWER_DISTRIBUTION')}</Header>}>
        <Box color="text-body-secondary">{t('NO_QUESTIONS_ASKED')}</Box>
      </Container>
    );
  }
  const figures = linkFigures(link, answers, shownCount);
  if (!figures) return null;
  const { bars, quiz, rate } = figures;
  const language = i18n.resolvedLanguage ?? i18n.language;
  const captioned = bars.map((bar) => {
    const label = keyText(question.info.answerType, bar.value, question.selection, language);
    return {
      ...bar,
      narrow: keyCaption(label, t('CHOICE_PICTURE'), CAPTION_NARROW),
      wide: keyCaption(label, t('CHOICE_PICTURE'), CAPTION_WIDE),
    };
  });

  const change = async (correct: string) => {
    setBusy(true);
    try {
      await onChangeCorrect(link._id, correct);
    } catch (error) {
      showError(error, 'CHANGE_CORRECT_ERR_MSG');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container header={<Header variant="h2">{t('ANSWER_DISTRIBUTION')}</Header>}>
      <SpaceBetween size="m">
        <AnswerBarChart
          bars={captioned.map((bar) => ({ label: bar.narrow, count: bar.count }))}
          ariaLabel={t('ANSWER_DISTRIBUTION')}
          height={220}
        />
        <ul className="class-main-counts" data-testid="answer-counts">
          {captioned.map((bar) => (
            <li key={bar.value} data-testid="answer-count" data-label={bar.label} data-count={bar.count}>
              <strong>{bar.wide}</strong>: {bar.count}
            </li>
          ))}
        </ul>
        <Box variant="h3" data-testid="answer-rate" data-rate={rate ?? ''}>
          {t(quiz ? 'RIGHT_RATE' : 'ANSWER_RATE')}: {formatRate(rate)}
        </Box>
        {quiz && link.end !== null && (
          <FormField label={t('CHANGE_CORRECT')} description={t('CHANGE_CORRECT_HINT')}>
            <SegmentedControl
              label={t('CHANGE_CORRECT')}
              selectedId={bars.find((bar) => bar.correct)?.value ?? null}
              options={captioned.map((bar) => ({ id: bar.value, text: bar.narrow, disabled: busy }))}
              onChange={({ detail }) => void change(detail.selectedId)}
              data-testid="correct-answer"
            />
          </FormField>
        )}
      </SpaceBetween>
    </Container>
  );
}
