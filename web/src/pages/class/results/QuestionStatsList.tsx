/**
 * Per question asked in the session (docs/exports.md "Statistics"): the distribution as a
 * Cloudscape bar chart, the correct rate of a quiz, and the response times from the question's
 * start to the presses (average, median, fastest, slowest). A multiple-choice key reads with its
 * choice's text ("2. 3/4", ../main/choiceLabels.ts), as on the class screens.
 */
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { QuestionStats } from '../../../api/results';
import { AnswerBarChart } from '../main/AnswerBarChart';
import type { AnswerKind } from '../main/answerStats';
import { formatRate } from '../main/answerStats';
import { CAPTION_NARROW, CAPTION_WIDE, keyCaption, keyText } from '../main/choiceLabels';
import { formatSeconds, titleIn } from './format';

function QuestionCard({ no, stats }: { no: number; stats: QuestionStats }) {
  const { t, i18n } = useTranslation();
  const title = titleIn(stats.text, i18n.language);
  const kind: AnswerKind =
    stats.answerType === 'ox' || stats.answerType === 'multiple' ? stats.answerType : 'survey';
  const caption = (value: string, max: number) =>
    keyCaption(keyText(kind, value, stats.choices, i18n.language), t('CHOICE_PICTURE'), max);
  const bars = stats.distribution.map((bar) => ({
    ...bar,
    narrow: caption(bar.value, CAPTION_NARROW),
    wide: caption(bar.value, CAPTION_WIDE),
  }));
  // The correct answer comes as shown (O, X or the number); a number names a choice.
  const correct = stats.correct && kind === 'multiple' ? caption(stats.correct, CAPTION_WIDE) : stats.correct;
  const times = stats.responseTimes;
  const figure = (label: string, value: string, testId: string) => (
    <div>
      <Box variant="awsui-key-label">{label}</Box>
      <div data-testid={testId}>{value}</div>
    </div>
  );
  return (
    <Container
      header={
        <Header variant="h2" description={correct ? `${t('CORRECT_ANSWER')}: ${correct}` : undefined}>
          {`${no}. ${title}`}
        </Header>
      }
    >
      <div data-testid="question-stats" data-link={stats.questionLink}>
        <ColumnLayout columns={2}>
          <AnswerBarChart
            bars={bars.map((bar) => ({ label: bar.narrow, count: bar.count }))}
            ariaLabel={`${t('ANSWER_DISTRIBUTION')}: ${title}`}
            height={180}
          />
          <SpaceBetween size="s">
            {figure(t('ANSWER_COUNT_AXIS'), String(stats.countOfAnswers), 'stats-count')}
            {figure(t('RIGHT_RATE'), formatRate(stats.correctRate), 'stats-rate')}
            {figure(
              t('RESULTS_RESPONSE_AVERAGE'),
              formatSeconds(times.average, i18n.language),
              'stats-average',
            )}
            {figure(t('RESULTS_RESPONSE_MEDIAN'), formatSeconds(times.median, i18n.language), 'stats-median')}
            {figure(
              t('RESULTS_RESPONSE_RANGE'),
              `${formatSeconds(times.min, i18n.language)} – ${formatSeconds(times.max, i18n.language)}`,
              'stats-range',
            )}
            <ul>
              {bars.map((bar) => (
                <li key={bar.value} data-testid="stats-bar" data-label={bar.label} data-count={bar.count}>
                  <strong>{bar.wide}</strong>: {bar.count}
                </li>
              ))}
            </ul>
          </SpaceBetween>
        </ColumnLayout>
      </div>
    </Container>
  );
}

export function QuestionStatsList({ stats }: { stats: QuestionStats[] }) {
  const { t } = useTranslation();
  if (stats.length === 0) return <Box color="text-body-secondary">{t('NO_QUESTIONS_ASKED')}</Box>;
  return (
    <SpaceBetween size="m">
      {stats.map((entry, index) => (
        <QuestionCard key={entry.questionLink} no={index + 1} stats={entry} />
      ))}
    </SpaceBetween>
  );
}
