/**
 * The question link on screen, kept live: its stored answers, overlaid with every `onAnswer`
 * event received since it came on screen (events arrive in storage order, so the newest answer of
 * a student wins). When the server acknowledges the subscription the link is read again, so an
 * answer stored before the acknowledgement is not missed.
 */
import { useEffect, useMemo, useState } from 'react';
import { type AnswerEventView, watchLinkAnswers } from './answerFeed';
import type { LinkView } from './classMainApi';
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
  const [events, setEvents] = useState<AnswerEventView[]>([]);
  const [live, setLive] = useState(false);

  useEffect(() => {
    setEvents([]);
    setLive(false);
    if (!linkId || !token) return undefined;
    return watchLinkAnswers(linkId, token, {
      onAnswer: (event) => setEvents((previous) => [...previous, event]),
      onLive: () => {
        setLive(true);
        reload(linkId);
      },
      onError: () => setLive(false),
    });
  }, [linkId, token, reload]);

  const answers = useMemo(() => {
    const map = answerMap(link?.answers ?? []);
    for (const event of events) map.set(event.student, event.value);
    return map;
  }, [link, events]);

  return { answers, live };
}
