/**
 * Reads and writes of results and exports (docs/exports.md) that the session store does not
 * cover: the question links of a classroom in a time range (its byLookup partition, ordered by
 * creation time, so a range is one key condition), the answer count of a link without reading
 * its answers, and the export job items with their progress.
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TableRef } from '../kernel/table-ref';
import { stripKeys } from './entities';
import { answerPartitions, exportJobKey, spotPartition } from './keys';
import { queryEveryPage } from './query-pages';
import type { QuestionLinkRecord } from './records';
import { INDEXES, TTL_ATTRIBUTE } from './table';

export type ExportStatus = 'queued' | 'running' | 'done' | 'failed';

/** What an export covers: one session, or a classroom's links created in [from, to). */
export type ExportScope = { session: string } | { spot: string; from: string; to: string };

export interface ExportJobRecord {
  _id: string;
  status: ExportStatus;
  /** Percent done, 0..100. */
  progress: number;
  error: string | null;
  scope: ExportScope;
  siteId: string;
  requesterId: string;
  /** The workbook's language (ko, en, es); absent on jobs stored before it existed (read as ko). */
  language?: string;
  /** The IANA time zone of the workbook's times; absent on older jobs (read as UTC). */
  timeZone?: string;
  /** What people see: the class, the day and the word for results (exports/file-name.ts). */
  fileName: string;
  /** The object key under exports/ once the workbook is stored. */
  fileKey: string | null;
  /** Deliveries of the queue message that started running (1 on the first). */
  attempts: number;
  createdAt: string;
  updatedAt: string;
}

export type ExportJobPatch = Partial<
  Pick<ExportJobRecord, 'status' | 'progress' | 'error' | 'fileKey' | 'attempts'>
>;

export class ResultsStore {
  constructor(
    private readonly table: TableRef,
    /** How long a job item is kept (seconds): as long as its file (the exports/ lifecycle rule). */
    private readonly retentionSeconds: number,
  ) {}

  /**
   * Links of a classroom created in [from, to), oldest first. Every page is read: a classroom asks
   * tens of questions a day, so even a term is a few thousand small items.
   */
  async linksOfSpot(spotId: string, from: string, to: string): Promise<QuestionLinkRecord[]> {
    const index = INDEXES.byLookup;
    const links: QuestionLinkRecord[] = [];
    await queryEveryPage(
      this.table,
      {
        IndexName: index.name,
        KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
        ExpressionAttributeNames: { '#pk': index.partition, '#sk': index.sort },
        // The sort key is <createdAt>#<id>: '#' sorts below every id character, '~' above.
        ExpressionAttributeValues: {
          ':pk': spotPartition('QUESTIONLINK', spotId),
          ':from': `${from}#`,
          ':to': `${to}#`,
        },
      },
      (page) => {
        for (const item of page.Items ?? []) links.push(stripKeys<QuestionLinkRecord>(item));
      },
    );
    return links.filter((link) => link.createdAt >= from && link.createdAt < to);
  }

  /** Links of one session (its classroom's partition, filtered on the session), oldest first. */
  async linksOfSession(spotId: string, sessionId: string): Promise<QuestionLinkRecord[]> {
    const links = await this.linksOfSpot(spotId, '0000', '9999');
    return links.filter((link) => link.sessionId === sessionId);
  }

  /** How many answers a link holds, counted by DynamoDB over its shards (no items are returned). */
  async answerCount(linkId: string): Promise<number> {
    const counts = await Promise.all(
      answerPartitions(linkId).map(async (partition) => {
        let count = 0;
        await queryEveryPage(
          this.table,
          {
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: { ':pk': partition },
            Select: 'COUNT',
          },
          (page) => {
            count += page.Count ?? 0;
          },
        );
        return count;
      }),
    );
    return counts.reduce((total, count) => total + count, 0);
  }

  async putJob(job: ExportJobRecord): Promise<void> {
    const expiresAt = Math.floor(Date.parse(job.createdAt) / 1000) + this.retentionSeconds;
    await this.table.client.send(
      new PutCommand({
        TableName: this.table.tableName,
        Item: { ...exportJobKey(job._id), ...job, [TTL_ATTRIBUTE]: expiresAt },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  }

  async getJob(jobId: string): Promise<ExportJobRecord | null> {
    const { Item } = await this.table.client.send(
      new GetCommand({ TableName: this.table.tableName, Key: exportJobKey(jobId), ConsistentRead: true }),
    );
    if (!Item) return null;
    const { [TTL_ATTRIBUTE]: _ttl, ...job } = stripKeys<ExportJobRecord & { [TTL_ATTRIBUTE]?: number }>(Item);
    return job;
  }

  /** Changes a job that exists (a job removed meanwhile is not written back). */
  async updateJob(jobId: string, patch: ExportJobPatch): Promise<void> {
    const entries = Object.entries({ ...patch, updatedAt: new Date().toISOString() }).filter(
      ([, value]) => value !== undefined,
    );
    await this.table.client.send(
      new UpdateCommand({
        TableName: this.table.tableName,
        Key: exportJobKey(jobId),
        UpdateExpression: `SET ${entries.map((_, position) => `#n${position} = :v${position}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(
          entries.map(([name], position) => [`#n${position}`, name]),
        ),
        ExpressionAttributeValues: Object.fromEntries(
          entries.map(([, value], position) => [`:v${position}`, value]),
        ),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
  }
}
