/**
 * The students shown in a running class (seats.ts) with their live answers, for the teacher's
 * screen and the class view alike. An answer from a student not shown yet (a remote student who
 * just joined) reads the participants, buttons and phones again at once, not at the next poll.
 */
import { useEffect, useMemo } from 'react';
import { buildSeats, newcomerKey, type Seat } from './seats';
import type { RunningClass } from './useRunningClass';

export function useClassSeats(rc: RunningClass, answers: Map<string, string>): Seat[] {
  const data = rc.setup.data;
  const seats = useMemo(
    () =>
      buildSeats({
        roster: data?.students ?? [],
        participants: rc.participants,
        devices: rc.equipment.data?.devices ?? [],
        apps: rc.equipment.data?.apps ?? [],
        answers,
      }),
    [data, rc.participants, rc.equipment.data, answers],
  );
  const unknown = newcomerKey(seats, answers);
  const { refreshPeople } = rc;
  useEffect(() => {
    if (unknown) refreshPeople();
  }, [unknown, refreshPeople]);
  return seats;
}
