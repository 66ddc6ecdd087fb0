/**
 * One question link as a teacher reviews it: the asked question, the correct answer and rate,
 * and the answers per student and device (or remote app) with the time each took (mm:ss.SSS
 * from the question's start). Shared by the admin detail and the teachers' /common list.
 */
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { formatDateTime, personName } from '../../../admin/components/format';
import { askedQuestion, type LinkAnswerRow, type LinkDetail } from '../../../api/history';
import { useWording } from '../../../i18n/useWording';
import { titleIn } from '../../../questions/titleIn';
import { answerDelay, rateLabelKey, rateText } from './rate';

function answererOf(answer: LinkAnswerRow): string {
  if (answer.device) return answer.device.mac;
  if (answer.app) return answer.app.uuid;
  return '-';
}

/** O/X answers are stored as 1 (O) and any other number (X), spec section 4. */
const oxText = (value: string) => (value === '1' ? 'O' : 'X');

export function QuestionLinkAnswers({ link }: { link: LinkDetail }) {
  const { t, i18n } = useTranslation();
  const w = useWording();
  const language = i18n.language;
  const question = askedQuestion(link);
  const survey = question?.type === 'survey';
  const ox = question?.info.answerType === 'ox';
  const summary = [
    { label: t('ASKED_QUESTION'), value: titleIn(question?.title, language), id: 'question' },
    { label: w('SPOT'), value: link.spot.name ?? '-', id: 'spot' },
    { label: t('ASKED_AT'), value: formatDateTime(link.createdAt, language), id: 'asked-at' },
    {
      label: t('STOPPED_AT'),
      value: link.end ? formatDateTime(link.end, language) : t('LINK_RUNNING'),
      id: 'end',
    },
    ...(survey ? [] : [{ label: t('CORRECT_ANSWER'), value: link.correct ?? '-', id: 'correct' }]),
    { label: t(rateLabelKey(question?.type)), value: rateText(link.rate), id: 'rate' },
    { label: w('LINK_ANSWERS'), value: String(link.countOfAnswers), id: 'count' },
  ];
  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2">{t('ASKED_QUESTION')}</Header>}>
        <KeyValuePairs
          columns={3}
          items={summary.map((item) => ({
            label: item.label,
            value: <span data-testid={`link-${item.id}`}>{item.value}</span>,
          }))}
        />
      </Container>
      <Table<LinkAnswerRow>
        data-testid="link-answers"
        header={<Header counter={`(${link.answers.length})`}>{w('LINK_ANSWERS')}</Header>}
        items={link.answers}
        trackBy={(answer) => answer._id ?? `${answererOf(answer)}-${answer.at}`}
        empty={<Box textAlign="center">{t('NO_ANSWERS')}</Box>}
        columnDefinitions={[
          { id: 'no', header: t('SEAT_NO'), cell: (answer) => answer.student?.no ?? '-' },
          { id: 'student', header: w('STUDENT'), cell: (answer) => personName(answer.student) || '-' },
          { id: 'device', header: t('ANSWERED_BY_DEVICE'), cell: answererOf },
          {
            id: 'value',
            header: t('ANSWER_VALUE'),
            cell: (answer) => (ox ? oxText(answer.value) : answer.value),
          },
          { id: 'time', header: t('ANSWER_TIME'), cell: (answer) => answerDelay(link.createdAt, answer.at) },
        ]}
      />
    </SpaceBetween>
  );
}
