/**
 * The table and the stores over it that every composition root reads through. Each is a thin
 * class over the one DynamoDB client (data/client.ts), so building them costs nothing; what a root
 * does not use, esbuild leaves out of its function's bundle.
 */
import { type FunctionEnv, functionEnv } from '../config/env';
import { AnswerStore } from '../data/answer-store';
import { dynamo, isLocalEndpoint } from '../data/client';
import { EntityRepository } from '../data/entities';
import { ListReader } from '../data/lists';
import { RemoteSeatStore } from '../data/remote-store';
import { SessionStore } from '../data/session-store';
import { UserStore } from '../data/users';
import type { TableRef } from '../kernel/table-ref';

export interface DataParts {
  env: FunctionEnv;
  table: TableRef;
  entities: EntityRepository;
  users: UserStore;
  lists: ListReader;
  sessionStore: SessionStore;
  answerStore: AnswerStore;
  /** Remote students' seats: the authorizer's held-seat check, joins, and session-only students. */
  seats: RemoteSeatStore;
}

export function dataParts(env: FunctionEnv = functionEnv()): DataParts {
  const table: TableRef = { client: dynamo(), tableName: env.TABLE_NAME };
  return {
    env,
    table,
    entities: new EntityRepository(table),
    users: new UserStore(table),
    lists: new ListReader(table),
    sessionStore: new SessionStore(table),
    // Against DynamoDB Local, concurrent press writes share transactions (press-write-coalescer.ts).
    answerStore: new AnswerStore(table, {
      coalesceWrites: isLocalEndpoint(process.env.AWS_ENDPOINT_URL_DYNAMODB),
    }),
    seats: new RemoteSeatStore(table),
  };
}
