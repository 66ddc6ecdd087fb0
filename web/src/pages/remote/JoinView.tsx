/**
 * The join form of the student app: code, name and number; then, when the server asks, the seat
 * PIN step (a name on the roster, or a seat held by another phone: docs/sessions.md "Seat PINs")
 * and the "already connected" confirm step.
 */
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addressCode } from './remoteAddress';
import { type JoinMessage, joinFormError, pinError } from './remoteRules';
import { storedStudent } from './remoteStorage';
import type { JoinForm, useRemoteApp } from './useRemoteApp';

/** The PIN step: the teacher's screen shows each seat's PIN; a wrong one is said so. */
function PinStep({ app, form }: { app: ReturnType<typeof useRemoteApp>; form: JoinForm }) {
  const { t } = useTranslation();
  const [pin, setPin] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = pinError(pin);
    setInvalid(error);
    if (!error) void app.join({ ...form, pin }, false);
  };
  const message: JoinMessage | null = invalid
    ? { key: invalid }
    : app.pinRefused
      ? { key: 'SEAT_PIN_WRONG' }
      : app.joinError;
  const name = form.no.trim() ? `${form.name.trim()} (${form.no.trim()})` : form.name.trim();
  return (
    <form className="remote-card" onSubmit={submit} noValidate aria-labelledby="remote-pin">
      <h1 id="remote-pin" className="remote-title">
        {t('REMOTE_APP_PIN_TITLE')}
      </h1>
      <p className="remote-message">{t('REMOTE_APP_PIN_ASK', { name })}</p>
      <label className="remote-field">
        <span>{t('REMOTE_APP_PIN')}</span>
        <input
          name="pin"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={4}
          value={pin}
          onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
          placeholder="0000"
        />
      </label>
      {message && (
        <p className="remote-error" role="alert" data-testid="remote-pin-error">
          {t(message.key, message.values)}
        </p>
      )}
      <div className="remote-actions">
        <button type="button" className="remote-secondary" onClick={app.cancelConfirm} disabled={app.busy}>
          {t('REMOTE_APP_CANCEL')}
        </button>
        <button type="submit" className="remote-primary" disabled={app.busy}>
          {t('REMOTE_APP_PIN_CONTINUE')}
        </button>
      </div>
    </form>
  );
}

/** The form: the code of the link (never a class the phone has left), the name and number joined with last. */
export function JoinView({ app }: { app: ReturnType<typeof useRemoteApp> }) {
  const { t } = useTranslation();
  const [kept] = useState(storedStudent);
  const [code, setCode] = useState(addressCode);
  const [name, setName] = useState(kept.name);
  const [no, setNo] = useState(kept.no === null ? '' : String(kept.no));
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const error = joinFormError(code, name, no);
    setFormError(error);
    if (!error) void app.join({ code, name, no }, false);
  };

  if (app.askingPin && !app.confirming) return <PinStep app={app} form={app.askingPin} />;

  if (app.confirming) {
    const form = app.confirming;
    return (
      <section className="remote-card" aria-labelledby="remote-confirm">
        <h1 id="remote-confirm" className="remote-title">
          {t('REMOTE_APP_CONFIRM_TITLE')}
        </h1>
        <p className="remote-message" role="alert">
          {t('REMOTE_ALREADY_CONNECTED')}
        </p>
        <div className="remote-actions">
          <button type="button" className="remote-secondary" onClick={app.cancelConfirm} disabled={app.busy}>
            {t('REMOTE_APP_CANCEL')}
          </button>
          <button
            type="button"
            className="remote-primary"
            onClick={() => void app.join(form, true)}
            disabled={app.busy}
          >
            {t('REMOTE_APP_MOVE_HERE')}
          </button>
        </div>
      </section>
    );
  }

  const error: JoinMessage | null = formError ? { key: formError } : app.joinError;
  return (
    <form className="remote-card" onSubmit={submit} noValidate aria-labelledby="remote-join">
      <h1 id="remote-join" className="remote-title">
        {t('REMOTE_TITLE')}
      </h1>
      <label className="remote-field">
        <span>{t('REMOTE_APP_CODE')}</span>
        <input
          name="code"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
          placeholder="000000"
        />
      </label>
      <label className="remote-field">
        <span>{t('REMOTE_APP_NAME')}</span>
        <input
          name="name"
          autoComplete="name"
          maxLength={40}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <label className="remote-field">
        <span>{t('REMOTE_APP_NUMBER')}</span>
        <input
          name="no"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={no}
          onChange={(event) => setNo(event.target.value.replace(/\D/g, ''))}
        />
      </label>
      {error && (
        <p className="remote-error" role="alert" data-testid="remote-join-error">
          {t(error.key, error.values)}
        </p>
      )}
      <button type="submit" className="remote-primary" disabled={app.busy}>
        {t(app.busy ? 'REMOTE_APP_JOINING' : 'REMOTE_APP_JOIN')}
      </button>
    </form>
  );
}
