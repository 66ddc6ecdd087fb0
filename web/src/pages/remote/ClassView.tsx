/**
 * The joined class on the phone: who and where, then the current question (its image, and its
 * sound with the browser's player, as on the class view) with its answer buttons (large touch
 * targets; O and X for ox), the time left by the class's clock and the stored answer confirmed;
 * once stopped, the answer kept and, after the teacher reveals, whether it was right; a wait
 * message before the first question. A new answer replaces the previous one while the question
 * runs.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteQuestion } from '../../api/remote';
import { ownMedia } from '../../media/ownMedia';
import { answerButtons, answerLabel, answerOutcome, questionTitle, secondsLeft } from './remoteRules';
import type { useRemoteApp } from './useRemoteApp';

/** Re-renders every second while `active`, for the countdown. */
function useSecondTick(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

function TimeLeft({ question, offset }: { question: RemoteQuestion; offset: number }) {
  const { t } = useTranslation();
  const running = question.limit !== null && question.end === null;
  const now = useSecondTick(running);
  const left = secondsLeft(question, now, offset);
  if (left === null) return null;
  return (
    <p
      className={left <= 5 ? 'remote-time is-ending' : 'remote-time'}
      data-testid="remote-time-left"
      data-seconds={left}
    >
      {t('REMOTE_APP_TIME_LEFT', { seconds: left })}
    </p>
  );
}

function Outcome({ question }: { question: RemoteQuestion }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const outcome = answerOutcome(question);
  if (!outcome) return null;
  const texts = {
    waitingReveal: t('REMOTE_APP_WAIT_REVEAL'),
    right: t('REMOTE_APP_RIGHT'),
    wrong: t('REMOTE_APP_WRONG', { answer: answerLabel(question, question.correct ?? '', language) }),
    noAnswer: t('REMOTE_APP_NO_ANSWER'),
    thanks: t('REMOTE_APP_THANKS'),
  };
  return (
    <div className={`remote-outcome is-${outcome}`} data-testid="remote-outcome" data-outcome={outcome}>
      <p className="remote-outcome-stopped">{t('REMOTE_APP_STOPPED')}</p>
      <p className="remote-outcome-text">
        {outcome === 'right' ? '✓ ' : outcome === 'wrong' ? '✗ ' : ''}
        {texts[outcome]}
      </p>
    </div>
  );
}

export function ClassView({ app }: { app: ReturnType<typeof useRemoteApp> }) {
  const { t, i18n } = useTranslation();
  const view = app.view;
  if (!view) {
    return (
      <p className="remote-card remote-message" role="status">
        {t('REMOTE_APP_LOADING')}
      </p>
    );
  }
  const student =
    view.student.no === null ? view.student.firstname : `${view.student.firstname} (${view.student.no})`;
  const question = view.question;
  const stopped = Boolean(question?.end);
  const language = i18n.resolvedLanguage ?? i18n.language;
  // The product's own files only (media/ownMedia.ts), as the class view plays them.
  const audio = ownMedia(question?.audio, 'audio');
  return (
    <section className="remote-card" aria-labelledby="remote-question">
      <p className="remote-who" data-testid="remote-who">
        {t('REMOTE_APP_WHO', { name: student, spot: view.session.spot.name })}
      </p>
      {app.membership?.pin && (
        <p className="remote-pin" data-testid="remote-own-pin" title={t('REMOTE_APP_YOUR_PIN_HINT')}>
          {t('REMOTE_APP_YOUR_PIN', { pin: app.membership.pin })}
          <span className="remote-pin-hint">{t('REMOTE_APP_YOUR_PIN_HINT')}</span>
        </p>
      )}
      {question ? (
        <>
          <TimeLeft question={question} offset={app.clockOffset} />
          <h1 id="remote-question" className="remote-title" data-testid="remote-question">
            {questionTitle(question, language)}
          </h1>
          {ownMedia(question.image, 'image') && (
            <img className="remote-image" src={ownMedia(question.image, 'image') ?? ''} alt="" />
          )}
          {audio && (
            // Keyed by the question: a new question stops the last one's sound. Browsers play only after a tap.
            // biome-ignore lint/a11y/useMediaCaption: the question's own recording; its text is the title
            <audio
              key={question.questionLink}
              className="remote-audio"
              controls
              preload="metadata"
              src={audio}
              aria-label={t('PRESENT_AUDIO')}
              data-testid="remote-audio"
            />
          )}
          <fieldset
            className={question.answerType === 'ox' ? 'remote-choices remote-ox' : 'remote-choices'}
            aria-label={t('REMOTE_APP_ANSWERS')}
            disabled={stopped}
          >
            {answerButtons(question, language).map((button) => (
              <button
                key={button.value}
                type="button"
                className="remote-choice"
                aria-pressed={question.answer === button.stored}
                disabled={app.busy || stopped}
                onClick={() => void app.answer(button)}
              >
                {ownMedia(button.image, 'image') && (
                  <img src={ownMedia(button.image, 'image') ?? ''} alt="" />
                )}
                <span>
                  {question.answerType === 'multiple' ? `${button.value}. ${button.label}` : button.label}
                </span>
              </button>
            ))}
          </fieldset>
          <p className="remote-confirmed" role="status" data-testid="remote-answer">
            {question.answer
              ? t('REMOTE_APP_ANSWER_SENT', { answer: answerLabel(question, question.answer, language) })
              : ''}
          </p>
          <Outcome question={question} />
        </>
      ) : (
        <h1 id="remote-question" className="remote-title remote-waiting">
          {t('REMOTE_APP_WAITING')}
        </h1>
      )}
      {app.answerError && (
        <p className="remote-error" role="alert">
          {t(app.answerError)}
        </p>
      )}
    </section>
  );
}
