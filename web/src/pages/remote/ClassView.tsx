/**
 * The joined class on the phone: who and where, then the running question with its answer
 * buttons (large touch targets; O and X for ox) and the stored answer confirmed, or a wait message
 * between questions. A new answer replaces the previous one while the question runs.
 */
import { useTranslation } from 'react-i18next';
import { answerButtons, answerLabel, questionTitle } from './remoteRules';
import type { useRemoteApp } from './useRemoteApp';

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
  return (
    <section className="remote-card" aria-labelledby="remote-question">
      <p className="remote-who" data-testid="remote-who">
        {t('REMOTE_APP_WHO', { name: student, spot: view.session.spot.name })}
      </p>
      {question ? (
        <>
          <h1 id="remote-question" className="remote-title" data-testid="remote-question">
            {questionTitle(question, i18n.resolvedLanguage ?? i18n.language)}
          </h1>
          {question.image && <img className="remote-image" src={question.image} alt="" />}
          <fieldset
            className={question.answerType === 'ox' ? 'remote-choices remote-ox' : 'remote-choices'}
            aria-label={t('REMOTE_APP_ANSWERS')}
          >
            {answerButtons(question).map((button) => (
              <button
                key={button.value}
                type="button"
                className="remote-choice"
                aria-pressed={question.answer === button.stored}
                disabled={app.busy}
                onClick={() => void app.answer(button)}
              >
                {button.image && <img src={button.image} alt="" />}
                <span>
                  {question.answerType === 'multiple' ? `${button.value}. ${button.label}` : button.label}
                </span>
              </button>
            ))}
          </fieldset>
          <p className="remote-confirmed" role="status" data-testid="remote-answer">
            {question.answer
              ? t('REMOTE_APP_ANSWER_SENT', { answer: answerLabel(question, question.answer) })
              : ''}
          </p>
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
