/**
 * /class/present?session=<id>, the class view for the projector (docs/class-main.md "Class
 * view"): the question on screen in the console's language, its image and sound, the answer keys
 * with their numbers and colours, the clock, how many answered, and how to join (code, link, QR).
 * The distribution and the correct answer appear when the teacher reveals them (or the chart
 * live, when chosen at the start); no student's name is ever shown next to an answer here. The
 * teacher's controls stay on /class/main, which opens this view in its own window; this one
 * follows the class by its notices (and a slow poll in case one is lost).
 */
import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import { type CSSProperties, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useApiAuth } from '../../../admin/components/useApi';
import { askedQuestion } from '../../../api/classMain';
import { STORAGE_KEYS } from '../../../auth/storage';
import { useWording } from '../../../i18n/useWording';
import { titleIn } from '../../../questions/titleIn';
import { formatRate } from '../main/answerStats';
import { Countdown } from '../main/Countdown';
import { linkFigures } from '../main/linkFigures';
import { NoticeBar } from '../main/NoticeBar';
import { cssUrl, SCREEN_FONTS } from '../main/screenSettings';
import { useClassroomNotices } from '../main/useClassroomNotices';
import { useClassSeats } from '../main/useClassSeats';
import { useLiveLink } from '../main/useLiveLink';
import { useRunningClass } from '../main/useRunningClass';
import { ScreenSettingsContext, useScreenSettings } from '../main/useScreenSettings';
import { JoinPanel } from './JoinPanel';
import { PresentChoices } from './PresentChoices';
import { presentedLink, showsChart, showsCorrect } from './presentRules';
import '../main/classMain.css';
import './classPresent.css';
import { ownMedia } from '../../../media/ownMedia';

/** A lost notice is caught up this often. */
const POLL_MS = 10_000;

/** The teacher changes the language in the console window: this window follows. */
function useSharedLanguage() {
  const { i18n } = useTranslation();
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.lang && event.newValue) void i18n.changeLanguage(event.newValue);
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [i18n]);
}

export function ClassPresentPage() {
  const { t, i18n } = useTranslation();
  const w = useWording();
  const auth = useApiAuth();
  const [params] = useSearchParams();
  const sessionId = params.get('session') ?? '';
  const rc = useRunningClass(sessionId, auth);
  const data = rc.setup.data;
  const { refreshLinks } = rc;
  const notices = useClassroomNotices(data?.session.site._id, data?.session.spot._id, auth?.token, () => {
    void refreshLinks().catch(() => undefined);
  });
  const link = presentedLink(rc.links);
  const live = useLiveLink(link, auth?.token, rc.reload);
  const screen = useScreenSettings(data?.session.site._id, auth);
  useSharedLanguage();

  useEffect(() => {
    if (!data) return undefined;
    const timer = window.setInterval(() => void refreshLinks().catch(() => undefined), POLL_MS);
    return () => window.clearInterval(timer);
  }, [data, refreshLinks]);

  // Who is in the room and how many answered: the teacher's screen counts the same (seats.ts).
  const room = useClassSeats(rc, live.answers);

  if (rc.setup.isLoading) {
    return (
      <Box textAlign="center" padding="xxl" data-testid="class-present-loading">
        <Spinner size="large" />
      </Box>
    );
  }
  if (!data || data.session.endtime) {
    return (
      <main className="present present-message" data-testid="class-present-missing">
        <h1>{w(data?.session.endtime ? 'CLASS_ENDED' : 'CLASS_NOT_FOUND_MSG')}</h1>
      </main>
    );
  }
  const { session } = data;
  const question = link ? askedQuestion(link) : null;
  const language = i18n.resolvedLanguage ?? i18n.language;
  const figures = link ? linkFigures(link, live.answers, room.total) : null;
  const chart = link !== null && showsChart(link);
  const correct = link !== null && question !== null && showsCorrect(link, question.type);
  // The projector loads only the product's own files (media/ownMedia.ts).
  const image = ownMedia(question?.info.image, 'image');
  const audio = ownMedia(question?.info.audio, 'audio');

  return (
    <main
      className={screen.background ? 'present has-background' : 'present'}
      data-testid="class-present"
      data-link={link?._id ?? ''}
      data-live={notices.live}
      lang={language}
      style={
        {
          backgroundImage: cssUrl(screen.background),
          '--class-screen-font': SCREEN_FONTS[screen.font] || undefined,
        } as CSSProperties
      }
    >
      <ScreenSettingsContext.Provider value={screen}>
        <header className="present-bar">
          <span className="present-room">{session.spot.name ?? w('CLASS_MAIN')}</span>
          {link && (
            <span
              className="present-answered"
              data-testid="present-answered"
              data-answered={room.answered}
              data-total={room.total}
            >
              {t('PRESENT_ANSWERED', { answered: room.answered, total: room.total })}
            </span>
          )}
          {link && link.end === null && (
            // Running only: once stopped, the status line says the time is up.
            <div className="present-clock">
              <Countdown
                startedAt={Date.parse(link.createdAt)}
                stoppedAt={null}
                limitSeconds={link.limit ?? 0}
                running
                sound={false}
                onExpire={() => undefined}
              />
            </div>
          )}
        </header>
        <NoticeBar notices={notices} />
        <div className={`present-body${question ? '' : ' is-idle'}`}>
          {question && link ? (
            <section className="present-question" aria-labelledby="present-title">
              <h1 id="present-title" className="present-title" data-testid="present-title">
                {titleIn(question.title, language)}
              </h1>
              {(image || audio) && (
                <div className="present-media">
                  {image && <img className="present-image" src={image} alt="" data-testid="present-image" />}
                  {audio && (
                    // biome-ignore lint/a11y/useMediaCaption: the question's own recording; its text is the title
                    <audio
                      controls
                      preload="auto"
                      src={audio}
                      aria-label={t('PRESENT_AUDIO')}
                      data-testid="present-audio"
                    />
                  )}
                </div>
              )}
              <PresentChoices
                question={question}
                bars={figures?.bars ?? []}
                showChart={chart}
                showCorrect={correct}
              />
              <p className="present-status" data-testid="present-status">
                {link.end === null
                  ? ''
                  : correct || (link.revealedAt && question.type === 'survey')
                    ? `${t(figures?.quiz ? 'RIGHT_RATE' : 'ANSWER_RATE')}: ${formatRate(figures?.rate)}`
                    : link.revealedAt
                      ? ''
                      : `${t('PRESENT_STOPPED')} · ${t('PRESENT_WAIT_REVEAL')}`}
              </p>
            </section>
          ) : (
            <section className="present-question">
              <h1 className="present-title present-waiting">{t('PRESENT_WAITING')}</h1>
            </section>
          )}
          <JoinPanel code={session.code} compact={question !== null} />
        </div>
      </ScreenSettingsContext.Provider>
    </main>
  );
}
