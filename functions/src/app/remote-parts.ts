/**
 * The remote students' services of the resolver (docs/sessions.md "Remote students"): joining with
 * its limits and seat PINs, a phone's answers, and the teacher's list of seat PINs. The phone's
 * class (RemoteStudentService) comes with the token checks (auth-parts.ts): the authorizer needs it.
 */
import type { Tenancy } from '../auth/tenancy';
import type { TokenSigner } from '../auth/tokens';
import type { AnswerStore } from '../data/answer-store';
import type { EntityRepository } from '../data/entities';
import { JoinLimitStore } from '../data/join-limit-store';
import type { RemoteSeatStore } from '../data/remote-store';
import type { SessionStore } from '../data/session-store';
import type { AnswerNotifier } from '../devices/answer-events';
import type { AnswerRecorder } from '../devices/answers';
import type { NoticePublisher } from '../devices/graphql-notices';
import { RemoteAnswerService } from '../domain/remote/remote-answers';
import { RemoteJoinService } from '../domain/remote/remote-join';
import { SeatPinBoard } from '../domain/remote/seat-pin-board';
import { SeatPins } from '../domain/remote/seat-pins';
import type { Roster } from '../domain/users/user-support';
import { logError } from '../kernel/log';
import type { TableRef } from '../kernel/table-ref';

export interface RemoteParts {
  remoteAnswers: RemoteAnswerService;
  remoteJoin: RemoteJoinService;
  seatPinBoard: SeatPinBoard;
}

export function remoteParts(deps: {
  table: TableRef;
  /** The seats, shared with the results' session-only students. */
  seats: RemoteSeatStore;
  entities: EntityRepository;
  roster: Roster;
  tenancy: Tenancy;
  sessions: SessionStore;
  answers: AnswerRecorder;
  answerStore: AnswerStore;
  answerNotifier: AnswerNotifier;
  noticePublisher: NoticePublisher;
  signer: TokenSigner;
  /** The token secret: seat PINs derive their own key from it (seat-pins.ts). */
  secret: string;
}): RemoteParts {
  const { seats } = deps;
  const pins = new SeatPins(deps.secret);
  const { entities, roster } = deps;
  return {
    remoteJoin: new RemoteJoinService({
      entities,
      seats,
      roster,
      signer: deps.signer,
      pins,
      limits: new JoinLimitStore(deps.table),
      notices: deps.noticePublisher,
    }),
    remoteAnswers: new RemoteAnswerService({
      entities,
      sessions: deps.sessions,
      answers: deps.answers,
      storedAnswers: deps.answerStore,
      seats,
      notifier: deps.answerNotifier,
      log: logError,
    }),
    seatPinBoard: new SeatPinBoard({ entities, seats, roster, pins }),
  };
}
