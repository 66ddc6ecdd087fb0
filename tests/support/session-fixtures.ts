/** Class sessions, question links and answers written straight into the table through the product's data layer. */
import { randomInt, randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { AnswerStore } from '../../functions/src/data/answer-store';
import { EntityRepository, UniqueValueTakenError } from '../../functions/src/data/entities';
import { sessionRunningKey } from '../../functions/src/data/keys';
import type { QuestionLinkRecord, QuestionRecord, SessionRecord } from '../../functions/src/data/records';
import { SessionStore } from '../../functions/src/data/session-store';
import { AnswerRecorder } from '../../functions/src/devices/answers';
import { testTable } from './fixtures';
import { createSpot } from './org-fixtures';

const repository = () => new EntityRepository(testTable());
const store = () => new SessionStore(testTable());

/** The answer write of the answer path, on the stack's table (what the answer consumer will call). */
export const answerRecorder = () => new AnswerRecorder(new AnswerStore(testTable()));

/** An ongoing session on a new classroom of the site (so it never meets another test's session). */
export async function createSessionRecord(siteId: string, userId = 'user-teacher'): Promise<SessionRecord> {
  const spot = await createSpot(siteId);
  const now = new Date().toISOString();
  for (;;) {
    const session: SessionRecord = {
      _id: `session-${randomUUID()}`,
      code: String(randomInt(1_000_000)).padStart(6, '0'),
      siteId,
      spotId: spot._id,
      starttime: now,
      endtime: null,
      userId,
      participants: [],
      info: null,
      createdAt: now,
      updatedAt: now,
    };
    try {
      await repository().create('SESSION', session, { siteId, spotId: spot._id }, [
        { kind: 'SESSIONSPOT', value: spot._id },
        { kind: 'SESSIONCODE', value: session.code },
      ]);
      return session;
    } catch (error) {
      if (!(error instanceof UniqueValueTakenError && error.kind === 'SESSIONCODE')) throw error;
    }
  }
}

/** A running question link of the session asking `question`. */
export async function createLinkRecord(
  session: SessionRecord,
  question: QuestionRecord,
): Promise<QuestionLinkRecord> {
  const now = new Date().toISOString();
  const link: QuestionLinkRecord = {
    _id: `link-${randomUUID()}`,
    sessionId: session._id,
    siteId: session.siteId,
    spotId: session.spotId,
    questionId: question._id,
    question: [[question]],
    correct: question.correct,
    end: null,
    userId: session.userId,
    info: null,
    playlistId: null,
    index: null,
    createdAt: now,
    updatedAt: now,
  };
  await store().startLink(link);
  return link;
}

export function getLinkRecord(id: string): Promise<QuestionLinkRecord | null> {
  return repository().get<QuestionLinkRecord>('QUESTIONLINK', id);
}

/** Ends whatever session is ongoing in the classroom (a leftover of an earlier run). */
export async function endOngoingSession(spotId: string): Promise<void> {
  const sessionId = await repository().ownerOf('SESSIONSPOT', spotId);
  const session = sessionId ? await repository().get<SessionRecord>('SESSION', sessionId) : null;
  if (!session) return;
  await store().endSession(session, await store().runningLink(session._id), new Date().toISOString());
}

/**
 * Writes the session's running marker naming `linkId`, straight into the table: the state a
 * failure between two writes could leave (a marker whose link has stopped or is gone).
 */
export async function writeRunningMarker(sessionId: string, linkId: string): Promise<void> {
  const table = testTable();
  await table.client.send(
    new PutCommand({
      TableName: table.tableName,
      Item: { ...sessionRunningKey(sessionId), linkId, at: new Date().toISOString() },
    }),
  );
}

export function runningLinkOf(sessionId: string): Promise<string | null> {
  return store().runningLink(sessionId);
}
