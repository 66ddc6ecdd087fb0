/** The calls of the class manage modal, bound to the caller (the documents are in web/src/api). */
import { fetchClassStudents as fetchStudents, importRoster, modifyUsers } from '../../../api/classStudents';
import type { Auth } from '../../../api/client';
import { createSpot, removeSpot, updateSpot } from '../../../api/fleet';
import type { ClassroomCalls } from './saveClassroom';
import { type StoredStudent, sortStudents } from './studentRows';

/** Every student of the classroom, in seat order. */
export async function fetchClassStudents(auth: Auth, spot: string): Promise<StoredStudent[]> {
  return sortStudents(await fetchStudents(auth, spot));
}

export function classroomCalls(auth: Auth): ClassroomCalls {
  return {
    createSpot: (input) => createSpot(auth, { input }),
    updateSpot: (id, input) => updateSpot(auth, { id, input }),
    removeSpot: (id) => removeSpot(auth, id),
    modifyUsers: (input) => modifyUsers(auth, input),
    importRoster: (input) => importRoster(auth, input),
  };
}
