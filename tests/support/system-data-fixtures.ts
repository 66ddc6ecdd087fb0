/** Tokens, countdowns, messages and audio file items written straight into the table. */
import { randomUUID } from 'node:crypto';
import { EntityRepository } from '../../functions/src/data/entities';
import type { FileRecord } from '../../functions/src/data/records';
import type {
  CountdownRecord,
  MessageRecord,
  TokenRecord,
} from '../../functions/src/data/system-data-records';
import { hashToken, maskToken, newTokenValue } from '../../functions/src/domain/system-data/api-tokens';
import { testTable } from './fixtures';

const repository = () => new EntityRepository(testTable());
const stamps = () => {
  const now = new Date().toISOString();
  return { createdAt: now, updatedAt: now };
};

/** An audio file item of category countdown, without bytes behind it. */
export async function createAudioFileRecord(): Promise<FileRecord> {
  const id = randomUUID();
  const file: FileRecord = {
    _id: id,
    name: 'tick.wav',
    mimetype: 'audio/wav',
    category: 'countdown',
    size: 2044,
    key: `countdown/${id}.wav`,
    path: `/files/countdown/${id}.wav`,
    siteId: null,
    userId: 'user-admin',
    createdAt: new Date().toISOString(),
  };
  await repository().create('FILE', file, { siteId: null });
  return file;
}

export async function createTokenRecord(): Promise<TokenRecord> {
  const value = newTokenValue();
  const token: TokenRecord = {
    _id: randomUUID(),
    name: 'Test token',
    description: null,
    using: true,
    env: null,
    duedate: null,
    valueHash: hashToken(value),
    valueMask: maskToken(value),
    ...stamps(),
  };
  await repository().create('TOKEN', token);
  return token;
}

export async function createCountdownRecord(): Promise<CountdownRecord> {
  const file = await createAudioFileRecord();
  const countdown: CountdownRecord = {
    _id: randomUUID(),
    name: 'Test countdown',
    category: null,
    size: file.size,
    path: file.path,
    fileId: file._id,
    ...stamps(),
  };
  await repository().create('COUNTDOWN', countdown);
  return countdown;
}

export async function createMessageRecord(siteId: string, text = 'Test message'): Promise<MessageRecord> {
  const message: MessageRecord = { _id: randomUUID(), text, siteId, userId: null, ...stamps() };
  await repository().create('MESSAGE', message, { siteId });
  return message;
}
