/**
 * A classroom's students as the class manage modal edits them (docs/users.md): every student of
 * the classroom, the one batch of changes (modifyUsers) and the roster import (importRoster).
 */
import type {
  ImportRosterMutation,
  ImportRosterMutationVariables,
  ModifyUsersInput,
  ModifyUsersMutation,
  ModifyUsersMutationVariables,
  RosterImportInput,
} from '../generated/operations';
import { type Auth, request } from './client';
import { fetchUsers, type UserRow } from './users';

const IMPORT_ROSTER_MUTATION = /* GraphQL */ `
  mutation ImportRoster($input: RosterImportInput!) {
    importRoster(input: $input) { created updated unchanged boundDevices releasedDevices }
  }
`;

const MODIFY_USERS_MUTATION = /* GraphQL */ `
  mutation ModifyUsers($input: ModifyUsersInput!) {
    modifyUsers(input: $input) { created { _id } updated removed }
  }
`;

/** The server's perPage limit: a classroom is read in as few pages as possible. */
const STUDENTS_PER_PAGE = 100;

/** Every student of the classroom (the roster modifyUsers works on), in the server's order. */
export async function fetchClassStudents(auth: Auth, spot: string): Promise<UserRow[]> {
  const students: UserRow[] = [];
  for (let page = 0; ; page += 1) {
    const result = await fetchUsers(auth, {
      page,
      perPage: STUDENTS_PER_PAGE,
      filter: { spot, students: true },
    });
    students.push(...result.data);
    if (result.data.length < STUDENTS_PER_PAGE || students.length >= result.total) break;
  }
  return students;
}

export const modifyUsers = async (auth: Auth, input: ModifyUsersInput) =>
  (await request<ModifyUsersMutation, ModifyUsersMutationVariables>(MODIFY_USERS_MUTATION, { input }, auth))
    .modifyUsers;

/** What a roster import changed, as the classroom form reports it. */
export type RosterImportCounts = ImportRosterMutation['importRoster'];

export const importRoster = async (auth: Auth, input: RosterImportInput) =>
  (
    await request<ImportRosterMutation, ImportRosterMutationVariables>(
      IMPORT_ROSTER_MUTATION,
      { input },
      auth,
    )
  ).importRoster;
