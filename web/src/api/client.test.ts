/** Which Hub acknowledgement belongs to a subscription (api/client.ts subscribe's onLive). */
import { parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { isAckOf } from './client';

const DOCUMENT = /* GraphQL */ `
  subscription OnNotice($site: ID!, $spot: ID) {
    onNotice(site: $site, spot: $spot) { _id app noti text }
  }
`;
// Amplify reports the document as it sent it: parsed and printed again.
const SENT = print(parse(DOCUMENT));

describe('isAckOf', () => {
  it('takes the acknowledgement of the same document, printed again, with the same variables', () => {
    const ack = { id: '1', query: SENT, variables: { site: 's1', spot: 'c1' } };

    expect(isAckOf(ack, DOCUMENT, { site: 's1', spot: 'c1' })).toBe(true);
  });

  it("leaves another classroom's acknowledgement of the same document", () => {
    const ack = { id: '2', query: SENT, variables: { site: 's1', spot: 'c2' } };

    expect(isAckOf(ack, DOCUMENT, { site: 's1', spot: 'c1' })).toBe(false);
  });

  it('leaves the acknowledgement of another document with the same variables', () => {
    const other = print(
      parse('subscription OnScannerStatus($site: ID!) { onScannerStatus(scid: $site) { scid } }'),
    );
    const ack = { id: '3', query: other, variables: { site: 's1', spot: 'c1' } };

    expect(isAckOf(ack, DOCUMENT, { site: 's1', spot: 'c1' })).toBe(false);
  });
});
