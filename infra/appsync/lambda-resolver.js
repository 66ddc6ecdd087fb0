// APPSYNC_JS unit resolver in front of the resolver Lambda: passes the whole context through and
// converts the handler's `{ __error }` envelope into a GraphQL error with its own errorType
// (see functions/src/appsync/envelope.ts). The local gateway applies the same rule.
import { util } from '@aws-appsync/utils';

export function request(ctx) {
  return {
    operation: 'Invoke',
    payload: {
      arguments: ctx.arguments,
      identity: ctx.identity,
      source: ctx.source,
      request: ctx.request,
      info: ctx.info,
      prev: ctx.prev,
      stash: ctx.stash,
    },
  };
}

export function response(ctx) {
  if (ctx.error) {
    util.error('Internal error', 'InternalFailure');
  }
  const result = ctx.result;
  // biome-ignore lint/complexity/useOptionalChain: kept to the plainest syntax the APPSYNC_JS runtime accepts.
  if (result && result.__error) {
    util.error(result.__error.message, result.__error.errorType, null, result.__error.errorInfo);
  }
  return result;
}
