import { describe, expect, it, vi } from 'vitest';
import { type ClassroomCalls, type ClassroomDraft, saveClassroom } from './saveClassroom';

const students = { create: [{ firstname: 'Ann', lastname: null, no: 1 }], update: [], remove: [] };
const draft: ClassroomDraft = { site: 'site-1', name: '3-2', image: { path: '/spot/a.jpg' }, students };
const IMPORTED = { created: 1, updated: 0, unchanged: 0, boundDevices: 1, releasedDevices: 0 };
const roster = [{ no: 1, firstname: 'Ann', button: '1' }];

function calls(overrides: Partial<ClassroomCalls> = {}): ClassroomCalls {
  return {
    createSpot: vi.fn(async () => ({ _id: 'spot-new' })),
    updateSpot: vi.fn(async () => ({})),
    removeSpot: vi.fn(async () => ({ success: true })),
    modifyUsers: vi.fn(async () => ({})),
    importRoster: vi.fn(async () => IMPORTED),
    ...overrides,
  };
}

describe('saveClassroom', () => {
  it('creates the classroom, then its students in one batch', async () => {
    const api = calls();
    expect(await saveClassroom(api, draft)).toEqual({ ok: true, id: 'spot-new' });
    expect(api.createSpot).toHaveBeenCalledWith({
      name: '3-2',
      site: 'site-1',
      active: true,
      image: { _id: null, path: '/spot/a.jpg' },
    });
    expect(api.modifyUsers).toHaveBeenCalledWith({ site: 'site-1', spot: 'spot-new', ...students });
  });

  it('removes the new classroom again when its students fail, so nothing is left half-saved', async () => {
    const refused = new Error('DUPLICATE_SEAT');
    const api = calls({ modifyUsers: vi.fn(async () => Promise.reject(refused)) });
    expect(await saveClassroom(api, draft)).toEqual({ ok: false, error: refused });
    expect(api.removeSpot).toHaveBeenCalledWith('spot-new');
  });

  it('names the classroom when it cannot be removed, so the next save updates it', async () => {
    const refused = new Error('students');
    const api = calls({
      modifyUsers: vi.fn(async () => Promise.reject(refused)),
      removeSpot: vi.fn(async () => Promise.reject(new Error('offline'))),
    });
    expect(await saveClassroom(api, draft)).toEqual({ ok: false, error: refused, id: 'spot-new' });
  });

  it('sends no students when creating the classroom fails', async () => {
    const api = calls({ createSpot: vi.fn(async () => Promise.reject(new Error('no'))) });
    expect((await saveClassroom(api, draft)).ok).toBe(false);
    expect(api.modifyUsers).not.toHaveBeenCalled();
  });

  it('updates title and image first and the students last in edit mode, skipping an empty batch', async () => {
    const api = calls();
    const edit = { ...draft, id: 'spot-1', image: null };
    expect(await saveClassroom(api, edit)).toEqual({ ok: true, id: 'spot-1' });
    expect(api.updateSpot).toHaveBeenCalledWith('spot-1', { name: '3-2', image: null });
    expect(api.modifyUsers).toHaveBeenCalledTimes(1);

    const unchanged = calls();
    await saveClassroom(unchanged, { ...edit, students: { create: [], update: [], remove: [] } });
    expect(unchanged.modifyUsers).not.toHaveBeenCalled();
    expect(unchanged.createSpot).not.toHaveBeenCalled();
  });

  it('imports a roster in place of the batch, into the classroom it creates or edits', async () => {
    const api = calls();
    expect(await saveClassroom(api, { ...draft, students: { roster } })).toEqual({
      ok: true,
      id: 'spot-new',
      imported: IMPORTED,
    });
    expect(api.importRoster).toHaveBeenCalledWith({ site: 'site-1', spot: 'spot-new', rows: roster });
    expect(api.modifyUsers).not.toHaveBeenCalled();

    const edit = calls();
    await saveClassroom(edit, { ...draft, id: 'spot-1', students: { roster } });
    expect(edit.importRoster).toHaveBeenCalledWith({ site: 'site-1', spot: 'spot-1', rows: roster });
  });

  it('removes a classroom created for a roster the server refuses', async () => {
    const refused = new Error('ROSTER_ROWS');
    const api = calls({ importRoster: vi.fn(async () => Promise.reject(refused)) });
    expect(await saveClassroom(api, { ...draft, students: { roster } })).toEqual({
      ok: false,
      error: refused,
    });
    expect(api.removeSpot).toHaveBeenCalledWith('spot-new');
  });
});
