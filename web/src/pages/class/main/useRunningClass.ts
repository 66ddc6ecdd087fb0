/**
 * The running class's state: the session and who is in it (read once, devices again after a
 * linking change), the session's question links (the spec's "question links" of the client
 * state), the link on screen, and the actions on them: start, stop, change the correct answer,
 * end the class. Failed calls become toasts through `onError`; nothing is retried silently.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { classMainCalls, type LinkView, type StartInput } from '../../../api/classMain';
import type { Auth } from '../../../api/client';

const PARTICIPANTS_REFRESH_MS = 15_000;
/** The equipment read with the roster is fresh this long; a linking change reads it again anyway. */
const EQUIPMENT_FRESH_MS = 60_000;

export function useRunningClass(sessionId: string, auth: Auth) {
  // Keyed on the token: a new Auth object every render must not re-subscribe the live answers.
  const token = auth?.token;
  const calls = useMemo(() => classMainCalls(token ? { token } : null), [token]);
  const setup = useQuery({
    queryKey: ['classMain', sessionId],
    queryFn: async () => {
      const session = await calls.session(sessionId);
      if (!session) return null;
      // The classroom's buttons and phones come with the roster, so no seat shows "No device" first.
      const [students, links, devices, apps] = await Promise.all([
        calls.students(session.spot._id),
        calls.links(session._id),
        calls.devices(session.spot._id),
        calls.apps(session.spot._id),
      ]);
      return { session, students, links, equipment: { devices, apps } };
    },
    enabled: sessionId !== '',
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
  const spot = setup.data?.session.spot._id;
  const equipment = useQuery({
    queryKey: ['classMain', sessionId, 'equipment', spot],
    queryFn: async () => {
      const id = spot as string;
      const [devices, apps] = await Promise.all([calls.devices(id), calls.apps(id)]);
      return { devices, apps };
    },
    enabled: spot !== undefined,
    initialData: () => setup.data?.equipment,
    staleTime: EQUIPMENT_FRESH_MS,
    refetchOnWindowFocus: false,
  });

  // Remote students join during the class: the session's participants are read again now and
  // then, and at once when an answer comes from a student not on screen (refreshPeople).
  const participants = useQuery({
    queryKey: ['classMain', sessionId, 'participants'],
    queryFn: async () => (await calls.session(sessionId))?.participants ?? [],
    enabled: setup.data !== undefined && setup.data !== null,
    refetchInterval: PARTICIPANTS_REFRESH_MS,
    refetchOnWindowFocus: false,
  });

  // Links changed on this screen, by id; the rest come from the first read.
  const [changed, setChanged] = useState<Map<string, LinkView>>(new Map());
  const [screenId, setScreenId] = useState<string | null>(null);

  const links = useMemo(() => {
    const byId = new Map((setup.data?.links ?? []).map((link) => [link._id, link]));
    for (const [id, link] of changed) byId.set(id, link);
    return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }, [setup.data, changed]);

  const put = useCallback((link: LinkView) => {
    setChanged((previous) => new Map(previous).set(link._id, link));
  }, []);

  const reload = useCallback(
    (id: string) => {
      void calls.link(id).then(
        (link) => link && put(link),
        () => undefined,
      );
    },
    [calls, put],
  );

  const screenLink = links.find((link) => link._id === screenId) ?? links.at(-1) ?? null;
  const running = links.find((link) => link.end === null) ?? null;

  // Stable, so an effect that calls it does not run again on every render.
  const { refetch: refetchParticipants } = participants;
  const { refetch: refetchEquipment } = equipment;
  const refreshPeople = useCallback(() => {
    void refetchParticipants();
    void refetchEquipment();
  }, [refetchParticipants, refetchEquipment]);

  return {
    calls,
    setup,
    equipment,
    participants: participants.data ?? setup.data?.session.participants ?? [],
    refreshPeople,
    links,
    screenLink,
    running,
    showLink: setScreenId,
    reload,
    async start(input: Omit<StartInput, 'session'>): Promise<LinkView> {
      const link = await calls.startQuestion({ session: sessionId, ...input });
      put(link);
      setScreenId(link._id);
      return link;
    },
    async stop(id: string): Promise<void> {
      await calls.stopQuestion(id);
      const link = await calls.link(id);
      if (link) put(link);
    },
    /** Shows the stopped question's results and correct answer to the class and the phones. */
    async reveal(id: string): Promise<void> {
      put(await calls.reveal(id));
    },
    async changeCorrect(id: string, correct: string): Promise<void> {
      put(await calls.changeCorrect(id, correct));
    },
    /** Reads every link of the session again (after "a question is already in progress"). */
    async refreshLinks(): Promise<void> {
      const fresh = await calls.links(sessionId);
      for (const link of fresh) put(link);
      const runningNow = fresh.find((link) => link.end === null);
      if (runningNow) setScreenId(runningNow._id);
    },
  };
}

export type RunningClass = ReturnType<typeof useRunningClass>;
