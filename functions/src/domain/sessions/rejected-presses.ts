/**
 * rejectedPresses(session): the presses the answer path rejected in a class session's classroom
 * while it was ongoing, by reason (docs/devices-mqtt.md "Rejected presses"). Whoever may read the
 * session may read them; the consumer counts them per queue batch, so this is one item read.
 */
import type { PressRejectStore } from '../../devices/press-reject-store';
import { type RejectCount, rejectList } from '../../devices/reject-counts';
import { notFound } from '../../kernel/errors';
import type { SessionService } from './sessions';

export async function sessionRejectedPresses(
  sessionId: string,
  deps: { sessions: SessionService; store: PressRejectStore },
): Promise<RejectCount[]> {
  // The policy has checked the session's site (auth/rules/sessions.ts).
  const session = await deps.sessions.stored(sessionId);
  if (!session) throw notFound('Session');
  return rejectList(await deps.store.session(session._id));
}
