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
 */
import type { ModifyUsersInput, SpotInput, SpotPatch } from '../../../generated/graphql';
import { hasChanges, type StudentChanges } from './studentRows';

export interface ClassroomCalls {
  createSpot: (input: SpotInput) => Promise<{ _id: string }>;
  updateSpot: (id: string, patch: SpotPatch) => Promise<unknown>;
  removeSpot: (id: string) => Promise<unknown>;
  modifyUsers: (input: ModifyUsersInput) => Promise<unknown>;
}

export interface ClassroomDraft {
  /** The classroom being edited; undefined creates one. */
  id?: string;
  site: string;
  name: string;
  image: { _id?: string | null; path: string } | null;
  students: StudentChanges;
}

export type SaveResult = { ok: true; id: string } | { ok: false; error: unknown; id?: string };

function batchOf(draft: ClassroomDraft, spot: string): ModifyUsersInput {
  return { site: draft.site, spot, ...draft.students };
}

export async function saveClassroom(calls: ClassroomCalls, draft: ClassroomDraft): Promise<SaveResult> {
  const image = draft.image && { _id: draft.image._id ?? null, path: draft.image.path };
  if (draft.id !== undefined) {
    const id = draft.id;
    try {
      await calls.updateSpot(id, { name: draft.name, image });
      if (hasChanges(draft.students)) await calls.modifyUsers(batchOf(draft, id));
      return { ok: true, id };
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
    await calls.modifyUsers(batchOf(draft, created._id));
    return { ok: true, id: created._id };
  } catch (error) {
    try {
      await calls.removeSpot(created._id);
      return { ok: false, error };
    } catch {
      return { ok: false, error, id: created._id };
    }
  }
}
