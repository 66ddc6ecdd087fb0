/** The session calls of the start flow (schema.graphql: lastSession, createSession, clearSession). */

import { callField } from '../../../api/call';
import type { Auth } from '../../../api/client';
import type { SessionCalls, SessionSummary } from './startFlow';

const SESSION_FIELDS = /* GraphQL */ `_id code starttime endtime`;

const LAST_SESSION_QUERY = /* GraphQL */ `
  query LastSession($site: ID!, $spot: ID) {
    lastSession(site: $site, spot: $spot) { ${SESSION_FIELDS} }
  }
`;

const CREATE_SESSION_MUTATION = /* GraphQL */ `
  mutation CreateSession($input: SessionInput!) {
    createSession(input: $input) { ${SESSION_FIELDS} }
  }
`;

const CLEAR_SESSION_MUTATION = /* GraphQL */ `
  mutation ClearSession($id: ID!) {
    clearSession(id: $id) { success }
  }
`;

export function sessionCalls(auth: Auth): SessionCalls {
  return {
    lastSession: (site, spot) =>
      callField<SessionSummary | null>(auth, LAST_SESSION_QUERY, 'lastSession', { site, spot }),
    createSession: (site, spot) =>
      callField<SessionSummary | null>(auth, CREATE_SESSION_MUTATION, 'createSession', {
        input: { site, spot },
      }),
    clearSession: async (id) =>
      (await callField<{ success: boolean } | null>(auth, CLEAR_SESSION_MUTATION, 'clearSession', { id }))
        ?.success === true,
  };
}
