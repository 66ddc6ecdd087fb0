/**
 * The students shown in a running class (seats.ts) with their live answers and how many answered,
 * for the teacher's screen and the class view alike: one definition of who is in the room for the
 * seat view, the counts, the chart, grouping and MBTI. An answer from a student not shown yet (a
 * remote student who just joined) reads the participants, buttons and phones again at once, not at
 * the next poll.
 */
import { useEffect, useMemo } from 'react';
import { buildSeats, newcomerKey, type RoomCount, roomCount, type Seat } from './seats';
import type { RunningClass } from './useRunningClass';

export interface ClassRoom extends RoomCount {
  seats: Seat[];
}

export function useClassSeats(rc: RunningClass, answers: Map<string, string>): ClassRoom {
  const data = rc.setup.data;
  const room = useMemo(() => {
    const seats = buildSeats({
      roster: data?.students ?? [],
      participants: rc.participants,
      devices: rc.equipment.data?.devices ?? [],
      apps: rc.equipment.data?.apps ?? [],
      answers,
    });
    return { seats, ...roomCount(seats, answers) };
  }, [data, rc.participants, rc.equipment.data, answers]);
  const unknown = newcomerKey(room.seats, answers);
  const { refreshPeople } = rc;
  useEffect(() => {
    if (unknown) refreshPeople();
  }, [unknown, refreshPeople]);
  return room;
}
