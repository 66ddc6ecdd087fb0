/**
 * Reads and conditional writes of remote students' seats (docs/sessions.md "Remote students"):
 * a seat is created only if absent and taken over only from the phone that was read, so two
 * joins at once for one name and number end with one student, never two.
 */
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TableRef } from '../kernel/table-ref';
import { stripKeys } from './entities';
import { entityKey, remoteSeatKey, remoteSeatPartitions } from './keys';
import type { RemoteSeatRecord, SessionRecord } from './records';
import { INDEXES } from './table';

/** How many replaced phones a seat remembers. */
const REPLACED_KEPT = 5;

const isConditionFailure = (error: unknown) => (error as Error).name === 'ConditionalCheckFailedException';

export class RemoteSeatStore {
  constructor(private readonly table: TableRef) {}

  async seat(sessionId: string, seat: string): Promise<RemoteSeatRecord | null> {
    const { Item } = await this.table.client.send(
      new GetCommand({
        TableName: this.table.tableName,
        Key: remoteSeatKey(sessionId, seat),
        ConsistentRead: true,
      }),
    );
    return Item ? stripKeys<RemoteSeatRecord>(Item) : null;
  }

  /**
   * Every seat of a session (a class has tens, a hall thousands): its shards queried at once, in
   * seat order, as one partition kept them.
   */
  async seatsOf(sessionId: string): Promise<RemoteSeatRecord[]> {
    const shards = await Promise.all(
      remoteSeatPartitions(sessionId).map(async (partition) => {
        const seats: RemoteSeatRecord[] = [];
        let ExclusiveStartKey: Record<string, unknown> | undefined;
        do {
          const page = await this.table.client.send(
            new QueryCommand({
              TableName: this.table.tableName,
              KeyConditionExpression: 'pk = :pk AND begins_with(sk, :seat)',
              ExpressionAttributeValues: { ':pk': partition, ':seat': 'SEAT#' },
              ConsistentRead: true,
              ExclusiveStartKey,
            }),
          );
          seats.push(...(page.Items ?? []).map((item) => stripKeys<RemoteSeatRecord>(item)));
          ExclusiveStartKey = page.LastEvaluatedKey;
        } while (ExclusiveStartKey);
        return seats;
      }),
    );
    return shards.flat().sort((a, b) => (a.seat < b.seat ? -1 : a.seat > b.seat ? 1 : 0));
  }

  /**
   * Marks the session as joined by phone: its participants are then its seats' students
   * (domain/remote/session-students.ts), not a list on the session item, which a hall of
   * thousands would grow past DynamoDB's 400 KB item limit, and every join and read would carry
   * whole. Written once, by the first join.
   */
  async markJoinedByPhone(sessionId: string): Promise<void> {
    try {
      await this.table.client.send(
        new UpdateCommand({
          TableName: this.table.tableName,
          Key: entityKey('SESSION', sessionId),
          UpdateExpression: 'SET phoneSeats = :yes',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(phoneSeats)',
          ExpressionAttributeValues: { ':yes': true },
        }),
      );
    } catch (error) {
      // Marked already (another join), or the session is gone: nothing to mark.
      if (!isConditionFailure(error)) throw error;
    }
  }

  /** Writes a new seat; false when one exists already (another join won). */
  async createSeat(record: RemoteSeatRecord): Promise<boolean> {
    try {
      await this.table.client.send(
        new PutCommand({
          TableName: this.table.tableName,
          Item: { ...remoteSeatKey(record.sessionId, record.seat), ...record },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /**
   * Gives the seat to `appUuid` (or refreshes `seenAt` when it holds it), only if the seat is
   * still held by the phone that was read; false when it changed meanwhile.
   */
  async holdSeat(found: RemoteSeatRecord, appUuid: string, now: string): Promise<RemoteSeatRecord | null> {
    const replaced =
      found.appUuid === appUuid ? found.replaced : [...found.replaced, found.appUuid].slice(-REPLACED_KEPT);
    try {
      const { Attributes } = await this.table.client.send(
        new UpdateCommand({
          TableName: this.table.tableName,
          Key: remoteSeatKey(found.sessionId, found.seat),
          UpdateExpression: 'SET appUuid = :app, seenAt = :now, updatedAt = :now, replaced = :replaced',
          ConditionExpression: 'appUuid = :read',
          ExpressionAttributeValues: {
            ':app': appUuid,
            ':now': now,
            ':replaced': replaced,
            ':read': found.appUuid,
          },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return stripKeys<RemoteSeatRecord>(Attributes ?? {});
    } catch (error) {
      if (isConditionFailure(error)) return null;
      throw error;
    }
  }

  /** Marks the phone as seen (an answer); nothing when another phone took the seat meanwhile. */
  async touch(sessionId: string, seat: string, appUuid: string, now: string): Promise<void> {
    try {
      await this.table.client.send(
        new UpdateCommand({
          TableName: this.table.tableName,
          Key: remoteSeatKey(sessionId, seat),
          UpdateExpression: 'SET seenAt = :now',
          ConditionExpression: 'appUuid = :app',
          ExpressionAttributeValues: { ':app': appUuid, ':now': now },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }

  /**
   * Ends a phone's link to its student made by a join to this session (docs/sessions.md "When the
   * class ends"): the App record keeps its uuid, site and classroom but names no student and no
   * class. Only if it is still bound to this session: a phone that joined another class since keeps
   * that link. True when released, false when there was nothing of this session's to release.
   * The lists index an app by its creation time, so this plain update keeps them as they are.
   */
  async releaseApp(appId: string, sessionId: string, now: string): Promise<boolean> {
    try {
      await this.table.client.send(
        new UpdateCommand({
          TableName: this.table.tableName,
          Key: entityKey('APP', appId),
          UpdateExpression: 'SET userId = :none, updatedAt = :now REMOVE info.#session',
          ConditionExpression: 'attribute_exists(pk) AND info.#session = :session',
          ExpressionAttributeNames: { '#session': 'session' },
          ExpressionAttributeValues: { ':none': null, ':now': now, ':session': sessionId },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  /** Adds a student to the session's participants once, while the session is ongoing. */
  async addParticipant(sessionId: string, studentId: string): Promise<void> {
    try {
      await this.table.client.send(
        new UpdateCommand({
          TableName: this.table.tableName,
          Key: entityKey('SESSION', sessionId),
          UpdateExpression:
            'SET participants = list_append(if_not_exists(participants, :none), :student), updatedAt = :now',
          ConditionExpression: 'attribute_exists(pk) AND NOT contains(participants, :id)',
          ExpressionAttributeValues: {
            ':none': [],
            ':student': [studentId],
            ':id': studentId,
            ':now': new Date().toISOString(),
          },
        }),
      );
    } catch (error) {
      // Listed already (a rejoin, or two joins at once): nothing to add.
      if (!isConditionFailure(error)) throw error;
    }
  }

  /**
   * A session created since `since` that used this join code (ended ones free their code claim).
   * Reads the system-wide session list of that window: only asked when no ongoing session holds
   * the code, to tell "ended" from "no such code".
   */
  async recentSessionWithCode(code: string, since: string): Promise<SessionRecord | null> {
    const index = INDEXES.byType;
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await this.table.client.send(
        new QueryCommand({
          TableName: this.table.tableName,
          IndexName: index.name,
          KeyConditionExpression: '#pk = :type AND #sk >= :since',
          FilterExpression: '#code = :code',
          ExpressionAttributeNames: { '#pk': index.partition, '#sk': index.sort, '#code': 'code' },
          ExpressionAttributeValues: { ':type': 'SESSION', ':since': since, ':code': code },
          ScanIndexForward: false,
          ExclusiveStartKey,
        }),
      );
      const [found] = page.Items ?? [];
      if (found) return stripKeys<SessionRecord>(found);
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return null;
  }
}
