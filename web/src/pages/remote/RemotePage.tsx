/**
 * /remote, the student app (spec section 2, docs/sessions.md "Remote students"): join a class by
 * its code, name and number, then answer its running question on the phone. Plain elements and
 * one small stylesheet instead of Cloudscape, in a bundle of its own (remoteMain.tsx), so it stays
 * small on a phone; its own header with the language choice, since the console's layout is not
 * loaded; system notices above the joined class (PhoneNotices.tsx); no browser-not-supported notice here (that rule is the console's).
 */
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../i18n/language';
import { ClassView } from './ClassView';
import { JoinView } from './JoinView';
import { PhoneNotices } from './PhoneNotices';
import './remote.css';
import { chooseRemoteLanguage } from './remoteI18n';
import { type Exit, useRemoteApp } from './useRemoteApp';

const EXIT_TEXTS: Record<Exit, string> = {
  ended: 'CLASS_ENDED',
  elsewhere: 'LOGGED_IN_ELSEWHERE',
  disconnected: 'REMOTE_APP_DISCONNECTED',
};

function RemoteHeader() {
  const { t, i18n } = useTranslation();
  return (
    <header className="remote-header">
      <span className="remote-brand">
        <img src="/logo.svg" alt="" width={28} height={28} />
        {t('APP_NAME')}
      </span>
      <select
        data-testid="language-select"
        aria-label={t('LANGUAGE')}
        className="remote-language"
        value={i18n.resolvedLanguage ?? i18n.language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) chooseRemoteLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </header>
  );
}

export function RemotePage() {
  const { t } = useTranslation();
  const app = useRemoteApp();
  return (
    <div className="remote-app">
      <RemoteHeader />
      {app.exit ? (
        <section className="remote-card" aria-labelledby="remote-exit">
          <h1 id="remote-exit" className="remote-title">
            {t(app.exit === 'ended' ? 'REMOTE_APP_ENDED_TITLE' : 'REMOTE_APP_LEFT_TITLE')}
          </h1>
          <p role="alert" className="remote-message" data-testid="remote-exit">
            {t(EXIT_TEXTS[app.exit])}
          </p>
          <button type="button" className="remote-primary" onClick={app.startOver}>
            {t('REMOTE_APP_JOIN_AGAIN')}
          </button>
        </section>
      ) : app.joined ? (
        <>
          <PhoneNotices app={app} />
          <ClassView app={app} />
        </>
      ) : (
        <JoinView app={app} />
      )}
    </div>
  );
}
