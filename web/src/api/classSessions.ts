/**
 * The class sessions of the start flow and the class list (schema/sessions.graphql: lastSession,
 * createSession, clearSession): a classroom's newest class, opening one, clearing one left running.
 */
import type {
  ClearSessionMutation,
  ClearSessionMutationVariables,
  CreateSessionMutation,
  CreateSessionMutationVariables,
  LastSessionQuery,
  LastSessionQueryVariables,
  SessionSummaryFragment,
} from '../generated/operations';
import { type Auth, request } from './client';

/** A classroom's class as the start flow and the class list read it. */
export type SessionSummary = SessionSummaryFragment;

const SESSION_SUMMARY = /* GraphQL */ `
  fragment SessionSummary on Session { _id code starttime endtime }
`;

const LAST_SESSION_QUERY = /* GraphQL */ `
  query LastSession($site: ID!, $spot: ID) {
    lastSession(site: $site, spot: $spot) { ...SessionSummary }
  }
  ${SESSION_SUMMARY}
`;

const CREATE_SESSION_MUTATION = /* GraphQL */ `
  mutation CreateSession($input: SessionInput!) {
    createSession(input: $input) { ...SessionSummary }
  }
  ${SESSION_SUMMARY}
`;

const CLEAR_SESSION_MUTATION = /* GraphQL */ `
  mutation ClearSession($id: ID!) {
    clearSession(id: $id) { success }
  }
`;

/** The session calls bound to the caller. */
export function sessionCalls(auth: Auth) {
  return {
    lastSession: async (site: string, spot: string) =>
      (await request<LastSessionQuery, LastSessionQueryVariables>(LAST_SESSION_QUERY, { site, spot }, auth))
        .lastSession,
    createSession: async (site: string, spot: string) =>
      (
        await request<CreateSessionMutation, CreateSessionMutationVariables>(
          CREATE_SESSION_MUTATION,
          { input: { site, spot } },
          auth,
        )
      ).createSession,
    clearSession: async (id: string) =>
      (
        await request<ClearSessionMutation, ClearSessionMutationVariables>(
          CLEAR_SESSION_MUTATION,
          { id },
          auth,
        )
      ).clearSession.success === true,
  };
}

/** The classroom's newest class, running or ended; null when it never had one. */
export const fetchLastClass = (auth: Auth, spot: { _id: string; site: { _id: string } }) =>
  sessionCalls(auth).lastSession(spot.site._id, spot._id);
