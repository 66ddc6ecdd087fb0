/**
 * Saving the class manage modal: the classroom (createSpot or updateSpot) and then its student
 * list in one modifyUsers batch. Two calls cannot be one transaction, so the order is chosen to
 * leave nothing half-written that the teacher cannot see (docs/class-list.md):
 * - create: the classroom is created, then the students; if the students fail, the new
 *   classroom is removed again, so a failed save leaves no empty classroom behind. If even that
 *   removal fails, the result names the classroom so the modal goes on in edit mode and the next
 *   Save updates it instead of creating a second one;
 * - edit: the title and image are saved first (idempotent, safe to send again), the students
 *   last, so a failed batch is simply sent again on the next Save.
 * A roster import (roster/) goes the same way with importRoster in place of modifyUsers, so a
 * classroom created for a roster that is refused is removed again too.
 */

import type { RosterImportCounts } from '../../../api/classStudents';
import type {
  ModifyUsersInput,
  RosterImportInput,
  RosterRowInput,
  SpotInput,
  SpotPatch,
} from '../../../generated/graphql';
import { hasChanges, type StudentChanges } from './studentRows';

export interface ClassroomCalls {
  createSpot: (input: SpotInput) => Promise<{ _id: string }>;
  updateSpot: (id: string, patch: SpotPatch) => Promise<unknown>;
  removeSpot: (id: string) => Promise<unknown>;
  modifyUsers: (input: ModifyUsersInput) => Promise<unknown>;
  importRoster: (input: RosterImportInput) => Promise<RosterImportCounts>;
}

/** The students to save: the edited list's changes, or a roster file's rows (imported whole). */
export type StudentSave = StudentChanges | { roster: RosterRowInput[] };

export interface ClassroomDraft {
  /** The classroom being edited; undefined creates one. */
  id?: string;
  site: string;
  name: string;
  image: { _id?: string | null; path: string } | null;
  students: StudentSave;
}

export type SaveResult =
  | { ok: true; id: string; imported?: RosterImportCounts }
  | { ok: false; error: unknown; id?: string };

/** Sends the students; an edit that changed no student sends nothing. */
async function saveStudents(
  calls: ClassroomCalls,
  draft: ClassroomDraft,
  spot: string,
  creating: boolean,
): Promise<RosterImportCounts | undefined> {
  const { students } = draft;
  if ('roster' in students) return calls.importRoster({ site: draft.site, spot, rows: students.roster });
  if (creating || hasChanges(students)) await calls.modifyUsers({ site: draft.site, spot, ...students });
  return undefined;
}

export async function saveClassroom(calls: ClassroomCalls, draft: ClassroomDraft): Promise<SaveResult> {
  const image = draft.image && { _id: draft.image._id ?? null, path: draft.image.path };
  if (draft.id !== undefined) {
    const id = draft.id;
    try {
      await calls.updateSpot(id, { name: draft.name, image });
      const imported = await saveStudents(calls, draft, id, false);
      return imported ? { ok: true, id, imported } : { ok: true, id };
    } catch (error) {
      return { ok: false, error, id };
    }
  }
  let created: { _id: string };
  try {
    created = await calls.createSpot({ name: draft.name, site: draft.site, active: true, image });
  } catch (error) {
    return { ok: false, error };
  }
  try {
    const imported = await saveStudents(calls, draft, created._id, true);
    return imported ? { ok: true, id: created._id, imported } : { ok: true, id: created._id };
  } catch (error) {
    try {
      await calls.removeSpot(created._id);
      return { ok: false, error };
    } catch {
      return { ok: false, error, id: created._id };
    }
  }
}
