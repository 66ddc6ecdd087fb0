/**
 * The student list of a classroom saved in one call (spec section 4 "Student rows", section 5
 * "Classroom and students"): every row is checked first, then creations, updates, removals and
 * the release of removed students' devices go into ONE transaction, so the list is saved whole
 * or not at all.
 */
import { z } from 'zod';
import type { EntityRepository } from '../../data/entities';
import { newUserRecord } from '../../data/new-user';
import type { SpotRecord, UserRecord } from '../../data/records';
import { MAX_TRANSACTION_ITEMS, UserWriteBatch } from '../../data/user-batch';
import type { ModifyUsersResult } from '../../generated/graphql';
import { badRequest } from '../../kernel/errors';
import { isStudent } from '../../kernel/roles';
import type { TableRef } from '../../kernel/table-ref';
import { idSchema, parseArgs } from '../../kernel/validation';
import { firstnameSchema, type Roster, studentUid } from './user-support';

const row = {
  firstname: firstnameSchema,
  lastname: z.string().trim().max(100).nullish(),
  no: z.number().int('INVALID_SEAT:no').min(1, 'INVALID_SEAT:no').max(10_000, 'INVALID_SEAT:no').nullish(),
};
const modifyInput = z.object({
  site: z.string().min(1),
  spot: z.string().min(1),
  create: z
    .array(z.object({ _id: idSchema.nullish(), ...row }))
    .max(MAX_TRANSACTION_ITEMS)
    .nullish(),
  update: z
    .array(
      z.object({
        _id: z.string({ message: 'REQUIRED_FIELD_MSG:_id' }).min(1, 'REQUIRED_FIELD_MSG:_id'),
        ...row,
      }),
    )
    .max(MAX_TRANSACTION_ITEMS)
    .nullish(),
  remove: z.array(idSchema).max(MAX_TRANSACTION_ITEMS).nullish(),
});

export class StudentListService {
  constructor(
    private readonly table: TableRef,
    private readonly entities: EntityRepository,
    private readonly roster: Roster,
  ) {}

  async modify(rawInput: unknown): Promise<ModifyUsersResult> {
    const input = parseArgs(modifyInput, rawInput);
    const spot = await this.entities.get<SpotRecord>('SPOT', input.spot);
    if (!spot || spot.siteId !== input.site)
      throw badRequest('UNKNOWN_SPOT', `Classroom ${input.spot} is not on site ${input.site}.`, {
        field: 'spot',
      });

    const current = new Map(
      (await this.roster.usersOfSpot(spot._id))
        .filter((user) => isStudent(user.role) && user.siteId === spot.siteId)
        .map((user) => [user._id, user]),
    );
    const updates = input.update ?? [];
    const removals = [...new Set(input.remove ?? [])];
    const touched = [...updates.map((entry) => entry._id), ...removals];
    if (new Set(touched).size !== touched.length)
      throw badRequest('DUPLICATE_ROW', 'A student appears twice among the changes.', { field: '_id' });
    for (const id of touched)
      if (!current.has(id))
        throw badRequest('UNKNOWN_USER', `User ${id} is not a student of this classroom.`, { field: '_id' });

    const now = new Date().toISOString();
    const ref = { _id: spot._id, name: spot.name };
    const created = (input.create ?? []).map((entry) =>
      newUserRecord(
        {
          uid: studentUid(spot._id),
          firstname: entry.firstname,
          lastname: entry.lastname ?? null,
          no: entry.no ?? null,
          role: { user: true },
          siteId: spot.siteId,
          spots: [ref],
        },
        now,
      ),
    );
    const updated = updates.map((entry) => {
      const found = current.get(entry._id) as UserRecord;
      return {
        before: found,
        after: {
          ...found,
          firstname: entry.firstname,
          lastname: entry.lastname ?? null,
          no: entry.no ?? null,
          updatedAt: now,
        },
      };
    });

    // The classroom as it would be after saving: not empty, no seat number twice.
    const removed = new Set(removals);
    const changed = new Map(updated.map(({ after }) => [after._id, after]));
    const result = [
      ...[...current.values()]
        .filter((user) => !removed.has(user._id))
        .map((user) => changed.get(user._id) ?? user),
      ...created,
    ];
    if (result.length === 0)
      throw badRequest('AT_LEAST_ONE_STUDENT', 'At least one student must remain in the classroom.');
    const seats = result.map((user) => user.no).filter((no): no is number => no !== null);
    const repeated = seats.find((no, index) => seats.indexOf(no) !== index);
    if (repeated !== undefined)
      throw badRequest('DUPLICATE_SEAT', `Seat number ${repeated} is used twice.`, {
        field: 'no',
        no: repeated,
      });

    const batch = new UserWriteBatch(this.table);
    for (const user of created) batch.create(user);
    for (const { before, after } of updated) batch.replace(before, after);
    for (const item of await this.roster.boundTo(spot.siteId, removals))
      batch.release(item.type, item._id, now);
    for (const id of removals) batch.remove(current.get(id) as UserRecord);
    // Splitting would leave a half-saved list when a later part fails: refuse instead.
    if (batch.size > MAX_TRANSACTION_ITEMS)
      throw badRequest(
        'TOO_MANY_CHANGES',
        `Save at most about ${MAX_TRANSACTION_ITEMS / 2} changes at a time.`,
      );
    await batch.commit();
    return {
      created: created.map((user) => ({
        _id: user._id,
        uid: user.uid,
        firstname: user.firstname,
        lastname: user.lastname,
        no: user.no,
        info: null,
      })),
      updated: updated.length,
      removed: removals.length,
    };
  }

  /**
   * Removes every student of a classroom and releases their devices and apps, before the
   * classroom itself is deleted (removeSpot with withStudents). Students are removed a
   * transaction's worth at a time, each student whole with the release of what they hold: a
   * failure part way leaves fewer students, never a half-removed one, and a retry goes on.
   */
  async removeAll(spot: SpotRecord): Promise<number> {
    const students = (await this.roster.usersOfSpot(spot._id)).filter(
      (user) => isStudent(user.role) && user.siteId === spot.siteId,
    );
    const now = new Date().toISOString();
    let batch = new UserWriteBatch(this.table);
    for (const student of students) {
      const held = await this.roster.boundTo(spot.siteId, [student._id]);
      // Each student takes one item plus one per device or app released.
      if (batch.size > 0 && batch.size + 1 + held.length > MAX_TRANSACTION_ITEMS) {
        await batch.commit();
        batch = new UserWriteBatch(this.table);
      }
      for (const item of held) batch.release(item.type, item._id, now);
      batch.remove(student);
    }
    if (batch.size > 0) await batch.commit();
    return students.length;
  }
}
