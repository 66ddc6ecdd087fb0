/**
 * The question link on screen, kept live: its stored answers, overlaid with every `onAnswers`
 * event received since it came on screen (events arrive in storage order, so the newest answer of
 * a student wins). When the server acknowledges the subscription the link is read again, so an
 * answer stored before the acknowledgement is not missed.
 */
import { useEffect, useMemo, useState } from 'react';
import { type AnswerEventView, watchLinkAnswers } from '../../../api/answerFeed';
import type { LinkView } from '../../../api/classMain';
import { answerMap } from './seats';

export interface LiveLink {
  answers: Map<string, string>;
  live: boolean;
}

export function useLiveLink(
  link: LinkView | null,
  token: string | undefined,
  reload: (id: string) => void,
): LiveLink {
  const linkId = link?._id;
  // Answers received since the link came on screen, newest per student; events are gathered and
  // applied once per frame, so a burst of 500 answers is a few renders, not 500.
  const [received, setReceived] = useState<Map<string, string>>(() => new Map());
  const [live, setLive] = useState(false);

  useEffect(() => {
    setReceived(new Map());
    setLive(false);
    if (!linkId || !token) return undefined;
    let pending: AnswerEventView[] = [];
    let frame: number | undefined;
    const flush = () => {
      frame = undefined;
      const batch = pending;
      pending = [];
      setReceived((previous) => {
        const next = new Map(previous);
        for (const event of batch) next.set(event.student, event.value);
        return next;
      });
    };
    const stop = watchLinkAnswers(linkId, token, {
      onAnswer: (event) => {
        pending.push(event);
        frame ??= requestAnimationFrame(flush);
      },
      onLive: () => {
        setLive(true);
        reload(linkId);
      },
      onError: () => setLive(false),
    });
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      stop();
    };
  }, [linkId, token, reload]);

  const answers = useMemo(() => {
    const map = answerMap(link?.answers ?? []);
    for (const [student, value] of received) map.set(student, value);
    return map;
  }, [link, received]);

  return { answers, live };
}
