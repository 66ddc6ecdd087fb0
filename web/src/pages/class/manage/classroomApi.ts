/** The calls of the class manage modal: the classroom, its students, the one student batch and the roster import. */

import { callField } from '../../../api/call';
import type { Auth } from '../../../api/client';
import { createSpot, removeSpot, updateSpot } from '../../../api/fleet';
import { fetchUsers } from '../../../api/users';
import type { ModifyUsersResult, RosterImportResult } from '../../../generated/graphql';
import type { ClassroomCalls } from './saveClassroom';
import { type StoredStudent, sortStudents } from './studentRows';

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

/** Every student of the classroom (the roster modifyUsers works on), in seat order. */
export async function fetchClassStudents(auth: Auth, spot: string): Promise<StoredStudent[]> {
  const students: StoredStudent[] = [];
  for (let page = 0; ; page += 1) {
    const result = await fetchUsers(auth, {
      page,
      perPage: STUDENTS_PER_PAGE,
      filter: { spot, students: true },
    });
    students.push(...result.data);
    if (result.data.length < STUDENTS_PER_PAGE || students.length >= result.total) break;
  }
  return sortStudents(students);
}

export function classroomCalls(auth: Auth): ClassroomCalls {
  return {
    createSpot: (input) => createSpot(auth, { input }),
    updateSpot: (id, input) => updateSpot(auth, { id, input }),
    removeSpot: (id) => removeSpot(auth, id),
    modifyUsers: (input) =>
      callField<ModifyUsersResult>(auth, MODIFY_USERS_MUTATION, 'modifyUsers', { input }),
    importRoster: (input) =>
      callField<RosterImportResult>(auth, IMPORT_ROSTER_MUTATION, 'importRoster', { input }),
  };
}
