/**
 * What the answer path tells subscribers after an answer is stored or replaced: the consumer (and
 * the remote app's answer mutation) call an AnswerNotifier; in AWS and locally the real one calls
 * the IAM-only `publishAnswer` mutation, whose @aws_subscribe delivers to `onAnswer` subscribers.
 */
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
  answerChanged(event: AnswerEvent): Promise<void>;
}

/** For code paths and tests without subscribers. */
export const silentNotifier: AnswerNotifier = { answerChanged: async () => undefined };
