/**
 * Tells subscribers of the answers a queue batch stored, once its press messages are acked: each
 * question link's count is written once for the whole batch (not once per message) and the events
 * go out in as few publishes as the notifier allows (docs/devices-mqtt.md "Consumer"). In a burst
 * a queue batch holds about ten small press messages, so this saves most of their count writes
 * and publishes, which the store and the gateway would otherwise spend before the next batch.
 */
import type { AnswerEvent } from '../answer-events';
import type { ConsumerDeps } from './ports';
import type { StoredPress } from './press-batch';

/**
 * The link's count after `added` first answers. The presses are stored and acked by now, so a
 * failed count write must not hold back their events: it is logged and the events carry the best
 * count this instance knows (the count is informative; the answers are the record).
 */
async function countAfter(linkId: string, added: number, deps: ConsumerDeps): Promise<number> {
  // Replacements only: the count this instance last wrote, if recent, saves a write.
  const kept = deps.instanceCache?.counts.get(linkId);
  if (added === 0 && kept !== undefined) return kept;
  try {
    const total = await deps.answers.countFirstAnswers(linkId, added);
    deps.instanceCache?.counts.set(linkId, total);
    return total;
  } catch (error) {
    deps.log?.('Answer count update failed', { link: linkId, added, error: String(error) });
    return (kept ?? 0) + added;
  }
}

/** Each link's count after the batch's first answers, then one event per stored press in order. */
async function eventsOf(stored: StoredPress[], deps: ConsumerDeps): Promise<AnswerEvent[]> {
  const firsts = new Map<string, number>();
  for (const { decision, first } of stored)
    firsts.set(decision.link._id, (firsts.get(decision.link._id) ?? 0) + (first ? 1 : 0));
  const counts = new Map<string, number>();
  await Promise.all(
    [...firsts].map(async ([linkId, added]) => {
      // Events count up to the total in press order: first answers add one each.
      counts.set(linkId, (await countAfter(linkId, added, deps)) - added);
    }),
  );
  return stored.map(({ decision, first }) => {
    const { link, record } = decision;
    const count = (counts.get(link._id) ?? 0) + (first ? 1 : 0);
    counts.set(link._id, count);
    return {
      questionLink: link._id,
      session: link.sessionId,
      site: link.siteId,
      spot: link.spotId,
      student: record.studentKey,
      value: record.value,
      device: { mac: decision.device.mac },
      app: null,
      at: record.at,
      countOfAnswers: count,
    };
  });
}

/** Counts and publishes the stored presses of a queue batch; best effort, never throws. */
export async function announceStored(stored: StoredPress[], deps: ConsumerDeps): Promise<void> {
  if (stored.length === 0) return;
  const events = await eventsOf(stored, deps);
  await deps.notifier.answersChanged(events).catch((error: unknown) => {
    // The answers are stored and acked; a redelivery would only find them duplicates.
    deps.log?.('Answer notification failed', { link: events[0]?.questionLink, error: String(error) });
  });
}
