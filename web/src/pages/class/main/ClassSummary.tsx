/**
 * What the teacher sees once a class has ended (End class, or opening an ended class again): the
 * classroom and when it ran, the questions asked, the answered and correct rates (classSummary.ts),
 * and the way on: the full results, the Excel export (the results page's own export button) and
 * the class list.
 */
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../admin/components/format';
import type { LinkView, SessionView } from '../../../api/classMain';
import { AppLinkButton } from '../../../components/AppLink';
import { useWording } from '../../../i18n/useWording';
import { KeyFigure } from '../KeyFigure';
import { ExportButton } from '../results/ExportButton';
import { resultsPath } from '../results/resultsNav';
import { useSessionExport } from '../results/useSessionExport';
import { formatRate } from './answerStats';
import { classSummary } from './classSummary';

interface Props {
  session: SessionView;
  links: readonly LinkView[];
  roster: readonly { _id: string }[];
  participants: readonly { _id: string }[];
}

export function ClassSummary({ session, links, roster, participants }: Props) {
  const { t, i18n } = useTranslation();
  const w = useWording();
  const sessionExport = useSessionExport(session._id);
  const figures = classSummary(links, roster, participants);
  const ran = `${formatDateTime(session.starttime, i18n.language)} – ${formatDateTime(session.endtime, i18n.language)}`;

  return (
    <div data-testid="class-summary" data-session={session._id}>
      <ContentLayout
        header={
          <Header variant="h1" description={`${w('CLASS_SUMMARY_ENDED')} ${ran}`}>
            {`${w('CLASS_SUMMARY')}: ${session.spot.name ?? session.code}`}
          </Header>
        }
      >
        <SpaceBetween size="l">
          <Container>
            <ColumnLayout columns={3} variant="text-grid">
              <KeyFigure
                large
                label={t('QUESTIONS_ASKED')}
                value={String(figures.questions)}
                testId="summary-questions"
              />
              <KeyFigure
                large
                label={t('ANSWERED_RATE')}
                value={formatRate(figures.answeredRate)}
                testId="summary-answered"
              />
              <KeyFigure
                large
                label={t('CORRECT_RATE')}
                value={formatRate(figures.correctRate)}
                testId="summary-correct"
              />
            </ColumnLayout>
          </Container>
          <SpaceBetween direction="horizontal" size="xs">
            <AppLinkButton href={resultsPath(session._id)} variant="primary" testId="summary-results">
              {t('FULL_RESULTS')}
            </AppLinkButton>
            <ExportButton request={sessionExport.request} read={sessionExport.read} />
            <AppLinkButton href="/class/ready" testId="summary-class-list">
              {w('BACK_TO_CLASS_LIST')}
            </AppLinkButton>
          </SpaceBetween>
        </SpaceBetween>
      </ContentLayout>
    </div>
  );
}
