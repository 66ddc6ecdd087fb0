/**
 * /remote, the student app (spec section 2, docs/sessions.md "Remote students"): join a class by
 * its code, name and number, then answer its running question on the phone. Plain elements and
 * one small stylesheet instead of Cloudscape, so the lazily loaded chunk stays small on a phone;
 * no browser-not-supported notice here (that rule is the console's).
 */
import { useTranslation } from 'react-i18next';
import { ClassView } from './ClassView';
import { JoinView } from './JoinView';
import './remote.css';
import { type Exit, useRemoteApp } from './useRemoteApp';

const EXIT_TEXTS: Record<Exit, string> = {
  ended: 'CLASS_ENDED',
  elsewhere: 'LOGGED_IN_ELSEWHERE',
  disconnected: 'REMOTE_APP_DISCONNECTED',
};

export function RemotePage() {
  const { t } = useTranslation();
  const app = useRemoteApp();
  return (
    <div className="remote-app">
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
        <ClassView app={app} />
      ) : (
        <JoinView app={app} />
      )}
    </div>
  );
}
