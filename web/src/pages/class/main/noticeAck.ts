/**
 * When the server acknowledges an `onNotice` subscription of one site and classroom. Amplify's
 * observable does not say, its Hub 'api' channel does (as in answerFeed.ts); the screens mark
 * themselves live with it, so a notice published from then on is known to arrive.
 */
import { Hub } from 'aws-amplify/utils';

/** Calls `onLive` on the acknowledgement; returns the stop. */
export function listenNoticeAck(scope: { site: string; spot: string }, onLive: () => void): () => void {
  return Hub.listen('api', ({ payload }) => {
    const data = payload.data as { query?: string; variables?: { site?: string; spot?: string } } | undefined;
    const variables = data?.variables;
    if (
      payload.event === 'Subscription ack' &&
      variables?.site === scope.site &&
      variables.spot === scope.spot &&
      (data?.query ?? '').includes('onNotice')
    )
      onLive();
  });
}
