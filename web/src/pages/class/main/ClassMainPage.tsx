/**
 * /class/main?session=<id>, the running class (spec section 2; docs/class-main.md): the
 * classroom and its join code, the question chooser with start / stop and the clock, the live
 * answer chart and percentages, the seat placement view updated live from `onAnswers`, the
 * results of the session's questions, grouping, MBTI results, device-to-seat linking, End
 * class (then the class's summary, ClassSummary), the system notices to the classroom (NoticeBar),
 * the classroom's scanners online or offline, live (ClassroomScanners), and the class view for the projector
 * (/class/present), opened in its own window, with the reveal of results here.
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Toggle from '@cloudscape-design/components/toggle';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useApiAuth } from '../../../admin/components/useApi';
import { askedQuestion } from '../../../api/classMain';
import { AppLinkButton } from '../../../components/AppLink';
import { useWording } from '../../../i18n/useWording';
import { resultsPath } from '../results/resultsNav';
import { AnswerPanel } from './AnswerPanel';
import { ClassroomScanners } from './ClassroomScanners';
import { ClassSummary } from './ClassSummary';
import { EndClassButton } from './EndClassButton';
import { GroupingPanel } from './GroupingPanel';
import { linkFigures } from './linkFigures';
import { MbtiPanel } from './MbtiPanel';
import { NoticeBar } from './NoticeBar';
import { QuestionPanel } from './QuestionPanel';
import { RejectedPressesPanel } from './RejectedPressesPanel';
import { ResultsTable } from './ResultsTable';
import { SeatDeviceModal } from './SeatDeviceModal';
import { SeatPinsButton } from './SeatPinsButton';
import { SeatView } from './SeatView';
import { cssUrl, SCREEN_FONTS } from './screenSettings';
import type { Seat } from './seats';
import { useClassroomNotices } from './useClassroomNotices';
import { useClassSeats } from './useClassSeats';
import { useLiveLink } from './useLiveLink';
import { useRunningClass } from './useRunningClass';
import { ScreenSettingsContext, useScreenSettings } from './useScreenSettings';
import './classMain.css';

export function ClassMainPage() {
  const { t } = useTranslation();
  const w = useWording();
  const auth = useApiAuth();
  const [params] = useSearchParams();
  const sessionId = params.get('session') ?? '';
  const rc = useRunningClass(sessionId, auth);
  const live = useLiveLink(rc.screenLink, auth?.token, rc.reload);
  const data = rc.setup.data;
  // The site's background, font and countdown sound (admin console, site edit).
  const screen = useScreenSettings(data?.session.site._id, auth);
  const [managing, setManaging] = useState<Seat | null>(null);
  // The teacher's own screen shows each answer unless the teacher keeps them for the reveal.
  const [seatAnswers, setSeatAnswers] = useState(true);
  const { refreshLinks } = rc;
  // Another tab or the clock started or stopped a question: read the links again.
  const notices = useClassroomNotices(data?.session.site._id, data?.session.spot._id, auth?.token, (noti) => {
    if (noti === 'QUESTION_STARTED' || noti === 'QUESTION_STOPPED')
      void refreshLinks().catch(() => undefined);
  });

  const room = useClassSeats(rc, live.answers);
  const { seats } = room;

  if (rc.setup.isLoading) {
    return (
      <Box textAlign="center" padding="xxl" data-testid="class-main-loading">
        <Spinner size="large" />
      </Box>
    );
  }
  if (!data) {
    return (
      <Box padding="l" data-testid="class-main-missing">
        <Alert type="error">{w('CLASS_NOT_FOUND_MSG')}</Alert>
      </Box>
    );
  }
  if (data.session.endtime) {
    // An ended class, just now or opened again: its summary and the way to its results.
    return (
      <ClassSummary
        session={data.session}
        links={rc.links}
        roster={data.students}
        participants={rc.participants}
      />
    );
  }
  const { session } = data;
  const kind = rc.screenLink ? (askedQuestion(rc.screenLink)?.info.answerType ?? null) : null;
  // Seats show right and wrong once a quiz question has stopped, not while students still answer.
  const screenQuestion = rc.screenLink ? askedQuestion(rc.screenLink) : null;
  const resultCorrect =
    rc.screenLink?.end && screenQuestion?.type === 'quiz' ? (rc.screenLink.correct ?? null) : null;
  const hideAnswers = !seatAnswers && !rc.screenLink?.revealedAt;
  // Connected once the subscription the screen needs is acknowledged: the link's answers, or
  // before the first question the classroom's notices.
  const connected = rc.screenLink ? live.live : notices.live;

  return (
    <div
      data-testid="class-main"
      data-session={session._id}
      className={screen.background ? 'class-main-screen has-background' : 'class-main-screen'}
      style={
        {
          backgroundImage: cssUrl(screen.background),
          '--class-screen-font': SCREEN_FONTS[screen.font] || undefined,
        } as CSSProperties
      }
    >
      <ScreenSettingsContext.Provider value={screen}>
        <ContentLayout
          header={
            <Header
              variant="h1"
              description={`${w('CLASS_CODE_LABEL')}: ${session.code}`}
              actions={
                <SpaceBetween direction="horizontal" size="s" alignItems="center">
                  <StatusIndicator type={connected ? 'success' : 'pending'}>
                    <span
                      data-testid="live-state"
                      data-live={live.live && rc.screenLink ? rc.screenLink._id : ''}
                      data-connected={connected}
                    >
                      {t(connected ? 'LIVE_CONNECTED' : 'LIVE_CONNECTING')}
                    </span>
                  </StatusIndicator>
                  <Button
                    href={`/class/present?session=${session._id}`}
                    target="_blank"
                    iconName="external"
                    iconAlign="right"
                    data-testid="open-present"
                  >
                    {t('PRESENT_OPEN')}
                  </Button>
                  <SeatPinsButton sessionId={session._id} />
                  <AppLinkButton href={resultsPath(session._id)} testId="open-results">
                    {t('RESULTS_OPEN')}
                  </AppLinkButton>
                  <EndClassButton
                    onEnd={() => rc.calls.endClass(session._id)}
                    onEnded={() => rc.setup.refetch()}
                  />
                </SpaceBetween>
              }
            >
              {session.spot.name ?? w('CLASS_MAIN')}
            </Header>
          }
        >
          <SpaceBetween size="l">
            <NoticeBar notices={notices} />
            <ClassroomScanners site={session.site._id} spot={session.spot._id} />
            <RejectedPressesPanel sessionId={session._id} />
            <Grid gridDefinition={[{ colspan: { default: 12, m: 7 } }, { colspan: { default: 12, m: 5 } }]}>
              <QuestionPanel rc={rc} />
              <AnswerPanel
                link={rc.screenLink}
                answers={live.answers}
                shownCount={room.total}
                onChangeCorrect={rc.changeCorrect}
              />
            </Grid>
            <Toggle
              checked={seatAnswers}
              onChange={({ detail }) => setSeatAnswers(detail.checked)}
              data-testid="seat-answers"
            >
              {t('SEAT_ANSWERS_BEFORE_REVEAL')}
            </Toggle>
            <SeatView
              seats={seats}
              count={room}
              kind={kind}
              correct={resultCorrect}
              hideAnswers={hideAnswers}
              code={session.code}
              onManageSeat={setManaging}
            />
            <ResultsTable
              links={rc.links}
              screenId={rc.screenLink?._id ?? null}
              screenFigures={rc.screenLink ? linkFigures(rc.screenLink, live.answers, room.total) : null}
              onShow={rc.showLink}
            />
            <GroupingPanel students={seats.map((seat) => seat.student)} />
            <MbtiPanel links={rc.links} seats={seats} />
          </SpaceBetween>
          {managing && (
            <SeatDeviceModal
              seat={managing}
              devices={rc.equipment.data?.devices ?? []}
              calls={rc.calls}
              onClose={(changed) => {
                setManaging(null);
                if (changed) void rc.equipment.refetch();
              }}
            />
          )}
        </ContentLayout>
      </ScreenSettingsContext.Provider>
    </div>
  );
}
