/**
 * What the answer path tells subscribers after answers are stored or replaced: the consumer (and
 * the remote app's answer mutation) call an AnswerNotifier with a press batch's answers; in AWS and
 * locally the real one calls the IAM-only `publishAnswers` mutation once per question link (and
 * per 50 answers), whose @aws_subscribe delivers to `onAnswers` subscribers.
 */
/** One press batch holds at most 50 presses (docs/devices-mqtt.md), so one publish at most 50. */
export const MAX_ANSWERS_PER_PUBLISH = 50;

export interface AnswerEvent {
  questionLink: string;
  session: string;
  site: string;
  spot: string;
  /** The answering student's key (user id, `device#<mac>` or `app#<uuid>`; docs/sessions.md). */
  student: string;
  value: string;
  device?: { mac: string } | null;
  app?: { uuid: string } | null;
  /** Press time as the server orders it (ISO). */
  at: string;
  /** Answers of the link after this one. */
  countOfAnswers: number;
}

export interface AnswerNotifier {
  /** The answers stored by one press batch (or one phone answer), in press order. */
  answersChanged(events: AnswerEvent[]): Promise<void>;
}

/** For code paths and tests without subscribers. */
export const silentNotifier: AnswerNotifier = { answersChanged: async () => undefined };

/** The events grouped per question link, in order, at most `size` per group: one publish each. */
export function publishGroups(events: AnswerEvent[], size: number): AnswerEvent[][] {
  const byLink = new Map<string, AnswerEvent[]>();
  for (const event of events) {
    const list = byLink.get(event.questionLink) ?? [];
    list.push(event);
    byLink.set(event.questionLink, list);
  }
  const groups: AnswerEvent[][] = [];
  for (const list of byLink.values())
    for (let start = 0; start < list.length; start += size) groups.push(list.slice(start, start + size));
  return groups;
}
