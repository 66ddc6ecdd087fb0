/**
 * `LOCAL_STORE_STATS=1`: the local stack counts the store requests its handlers send (the shared
 * document client of functions/src/data/client.ts) and serves the counts at
 * `GET /local/store-requests`, so `npm run bench:gateway` can say what one request reads. Off
 * unless set: nothing is counted and the route does not exist.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface StoreRequestCounts {
  /** Requests by command name (GetCommand, BatchGetCommand, QueryCommand, PutCommand...). */
  requests: Record<string, number>;
  /** Read requests (Get, BatchGet, Query, Scan) and the keys they asked for (a BatchGet asks several). */
  reads: number;
  keysRead: number;
}

const READS = /^(Get|BatchGet|Query|Scan)(Item)?Command$/;

export const STORE_STATS_PATH = '/local/store-requests';

export function countStoreRequests(client: DynamoDBDocumentClient): () => StoreRequestCounts {
  const counts: StoreRequestCounts = { requests: {}, reads: 0, keysRead: 0 };
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const name = context.commandName ?? 'unknown';
      counts.requests[name] = (counts.requests[name] ?? 0) + 1;
      if (READS.test(name)) {
        counts.reads += 1;
        const input = args.input as { RequestItems?: Record<string, { Keys?: unknown[] }> };
        const batchKeys = Object.values(input.RequestItems ?? {}).reduce(
          (sum, request) => sum + (request.Keys?.length ?? 0),
          0,
        );
        counts.keysRead += name.startsWith('BatchGet') ? batchKeys : 1;
      }
      return next(args);
    },
    { step: 'initialize', name: 'localStoreStats' },
  );
  return () => structuredClone(counts);
}
