/**
 * The student app's state: the joined class (kept in localStorage, so a refresh is the same
 * student; one class at a time, so a link with another class's code opens the join form), its
 * view read with `remoteClass` after every class notice (once the server's view has settled,
 * noticeRefresh.ts) and every 15 s as a fallback (notices are best effort), the confirm step of
 * REMOTE_ALREADY_CONNECTED, answering, and the exits: the class ended, the seat taken by another
 * phone, or the token refused without a notice; and the system notices with text for the phone,
 * shown for a while (classNotices.ts). A token refused before it worked on this page is a stale
 * one of an earlier class: the join form comes at once.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchRemoteClass, joinClass, type RemoteClass, sendAnswer } from '../../api/remote';
import { useNoticeList } from '../class/main/useNoticeList';
import { noticeRefresh } from './noticeRefresh';
import { addressCode, showCodeInAddress } from './remoteAddress';
import { watchClassNotices } from './remoteNotices';
import { type AnswerButton, failureOf, type JoinMessage, joinErrorOf } from './remoteRules';
import { type Membership, storedMembership, storedUuid, storeMembership, storeUuid } from './remoteStorage';

export const POLL_MS = 15_000;

export type Exit = 'ended' | 'elsewhere' | 'disconnected';

export interface JoinForm {
  code: string;
  name: string;
  no: string;
  /** The seat PIN, once the server asked for it (SEAT_PIN_REQUIRED). */
  pin?: string;
}

/** The stored class, unless the page's address names another class: that one is the class now. */
function openedMembership(): Membership | null {
  const stored = storedMembership();
  const code = addressCode();
  if (!stored || !code || code === stored.code) return stored;
  storeMembership(null);
  return null;
}

export function useRemoteApp() {
  const [membership, setMembership] = useState<Membership | null>(openedMembership);
  const [view, setView] = useState<RemoteClass | null>(null);
  const [exit, setExit] = useState<Exit | null>(null);
  const [busy, setBusy] = useState(false);
  const [joinError, setJoinError] = useState<JoinMessage | null>(null);
  const [confirming, setConfirming] = useState<JoinForm | null>(null);
  // The PIN step: the seat is on the roster, or held by another phone (docs/sessions.md "Seat PINs").
  const [askingPin, setAskingPin] = useState<JoinForm | null>(null);
  const [pinRefused, setPinRefused] = useState(false);
  const [answerError, setAnswerError] = useState<string | null>(null);
  // The server's clock minus the phone's, from the last read: the countdown follows the class.
  const [clockOffset, setClockOffset] = useState(0);
  const token = membership?.token || null;
  const notices = useNoticeList();
  const [noticesLive, setNoticesLive] = useState(false);
  const addNotice = notices.add;
  // The token has worked on this page (joined here, or the class read with it): its refusal is news.
  const proven = useRef(false);
  // The token of the class the phone is in now: answers to calls made with an earlier one are old news.
  const held = useRef(token);

  /**
   * Leaves the class on this phone: the class is dropped, the name and number stay for the form.
   * A class that ended or refused the token takes its code out of the address too; a seat taken
   * over by another phone leaves it, that class still runs.
   */
  const leave = useCallback((reason: Exit | null) => {
    // Another tab may have joined another class since: that one stays stored.
    if (storedMembership()?.token === held.current) storeMembership(null);
    held.current = null;
    proven.current = false;
    setMembership(null);
    setView(null);
    if (!reason) return;
    if (reason !== 'elsewhere') showCodeInAddress(null);
    setExit((current) => (reason === 'disconnected' ? (current ?? reason) : reason));
  }, []);

  /**
   * `refusedToken` was refused without a notice: ended or replaced, the app cannot tell which.
   * The answer to a call made before the phone left that class (and maybe joined another) is no news.
   */
  const refused = useCallback(
    (refusedToken: string) => {
      if (held.current === refusedToken) leave(proven.current ? 'disconnected' : null);
    },
    [leave],
  );

  const refresh = useCallback(async () => {
    if (!token) return;
    try {
      const asked = Date.now();
      const next = await fetchRemoteClass(token);
      if (held.current !== token) return;
      setClockOffset(Date.parse(next.now) - (asked + Date.now()) / 2);
      proven.current = true;
      if (next.endtime) leave('ended');
      else setView(next);
    } catch (error) {
      // Network errors wait for the next poll.
      if (failureOf(error) === 'unauthorized') refused(token);
    }
  }, [token, leave, refused]);

  useEffect(() => {
    if (!token) return;
    void refresh();
    const timer = window.setInterval(() => void refresh(), POLL_MS);
    return () => window.clearInterval(timer);
  }, [token, refresh]);

  useEffect(() => {
    if (!token || !membership) return;
    const uuid = storedUuid() ?? '';
    setNoticesLive(false);
    // A changed class is read once the server's view of it has settled (noticeRefresh.ts).
    const refreshes = noticeRefresh(() => void refresh());
    const stop = watchClassNotices(
      { site: membership.site, spot: membership.spot, uuid, token },
      (meaning) => {
        if (meaning === 'changed') refreshes.notice();
        else leave(meaning);
      },
      addNotice,
      () => setNoticesLive(true),
      () => refused(token),
    );
    return () => {
      refreshes.cancel();
      stop();
    };
  }, [token, membership, refresh, leave, addNotice, refused]);

  const join = useCallback(async (form: JoinForm, force: boolean) => {
    setBusy(true);
    setJoinError(null);
    const input = {
      code: form.code.trim(),
      name: form.name.trim(),
      no: form.no.trim() ? Number(form.no.trim()) : null,
    };
    try {
      const joined = await joinClass({ ...input, uuid: storedUuid(), force, pin: form.pin?.trim() || null });
      storeUuid(joined.app.uuid);
      const next = {
        ...input,
        token: joined.token,
        site: joined.session.site._id,
        spot: joined.session.spot._id,
        pin: joined.pin,
      };
      storeMembership(next);
      showCodeInAddress(next.code);
      held.current = next.token;
      proven.current = true;
      setConfirming(null);
      setAskingPin(null);
      setPinRefused(false);
      setExit(null);
      setView(null);
      setMembership(next);
    } catch (error) {
      const failure = failureOf(error);
      if (failure === 'alreadyConnected') setConfirming(form);
      else if (failure === 'pinRequired' || failure === 'pinWrong') {
        setAskingPin(form);
        setPinRefused(failure === 'pinWrong');
      } else setJoinError(joinErrorOf(error));
    } finally {
      setBusy(false);
    }
  }, []);

  const answer = useCallback(
    async (button: AnswerButton) => {
      const question = view?.question;
      if (!token || !question) return;
      setBusy(true);
      setAnswerError(null);
      try {
        const stored = await sendAnswer(token, question.questionLink, button.value);
        setView((current) =>
          current?.question?.questionLink === question.questionLink
            ? {
                ...current,
                question: { ...current.question, answer: stored, answeredAt: new Date().toISOString() },
              }
            : current,
        );
      } catch (error) {
        const failure = failureOf(error);
        if (failure === 'unauthorized') refused(token);
        else {
          setAnswerError(failure === 'stopped' ? 'QUESTION_STOPPED' : 'REMOTE_APP_ANSWER_FAILED');
          void refresh();
        }
      } finally {
        setBusy(false);
      }
    },
    [token, view, refresh, refused],
  );

  return {
    membership,
    joined: Boolean(token),
    view,
    clockOffset,
    exit,
    busy,
    joinError,
    confirming,
    askingPin,
    pinRefused,
    answerError,
    notices: notices.notices,
    noticesLive,
    dismissNotice: notices.dismiss,
    join,
    answer,
    cancelConfirm: () => {
      setConfirming(null);
      setAskingPin(null);
      setPinRefused(false);
    },
    startOver: () => setExit(null),
  };
}
