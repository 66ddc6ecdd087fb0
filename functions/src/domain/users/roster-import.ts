/**
 * importRoster (docs/class-list.md "Roster import"): a classroom's students from a file, by seat,
 * with their buttons. Every row is checked first and every problem is returned at once
 * (BadRequest ROSTER_ROWS, errorInfo.rows: index, key, field, value); only a roster without any is
 * written, all or nothing (data/roster-writes.ts). Access: the policy lets staff-like roles reach
 * the classroom's site (auth/rules/users.ts); here the classroom must be on the site named.
 */
import { z } from 'zod';
import type { EntityRepository } from '../../data/entities';
import { newUserRecord } from '../../data/new-user';
import type { SpotRecord } from '../../data/records';
import { commitRoster, RosterWriteConflict } from '../../data/roster-writes';
import type { RosterImportResult } from '../../generated/graphql';
import { badRequest } from '../../kernel/errors';
import { logError } from '../../kernel/log';
import { isStudent } from '../../kernel/roles';
import type { TableRef } from '../../kernel/table-ref';
import { idSchema, parseArgs } from '../../kernel/validation';
import { MAX_ROSTER_ROWS, planRoster } from './roster-plan';
import { type Roster, studentUid } from './user-support';

// Lengths and ranges are row rules (roster-plan.ts), reported per row with their value.
const rosterInput = z.object({
  site: idSchema,
  spot: idSchema,
  rows: z
    .array(
      z.object({
        no: z.number(),
        firstname: z.string(),
        lastname: z.string().nullish(),
        button: z.string().nullish(),
      }),
    )
    .min(1, 'REQUIRED_STUDENT')
    .max(MAX_ROSTER_ROWS, 'TOO_MANY_ROSTER_ROWS'),
});

export class RosterImportService {
  constructor(
    private readonly table: TableRef,
    private readonly entities: EntityRepository,
    private readonly roster: Roster,
    private readonly log: (message: string, detail: Record<string, unknown>) => void = logError,
  ) {}

  async import(rawInput: unknown): Promise<RosterImportResult> {
    const input = parseArgs(rosterInput, rawInput);
    const spot = await this.entities.get<SpotRecord>('SPOT', input.spot);
    if (!spot || spot.siteId !== input.site)
      throw badRequest('UNKNOWN_SPOT', `Classroom ${input.spot} is not on site ${input.site}.`, {
        field: 'spot',
      });
    const [users, devices] = await Promise.all([
      this.roster.usersOfSpot(spot._id),
      this.roster.devicesOfSite(spot.siteId),
    ]);
    const now = new Date().toISOString();
    const ref = { _id: spot._id, name: spot.name };
    const planned = planRoster(input.rows, {
      spot: { _id: spot._id, name: spot.name, siteId: spot.siteId },
      students: users.filter((user) => isStudent(user.role) && user.siteId === spot.siteId),
      devices,
      now,
      newStudent: (row) =>
        newUserRecord(
          { uid: studentUid(spot._id), ...row, role: { user: true }, siteId: spot.siteId, spots: [ref] },
          now,
        ),
    });
    if ('problems' in planned)
      throw badRequest(
        'ROSTER_ROWS',
        `${planned.problems.length} problems in the roster; nothing was imported.`,
        {
          rows: planned.problems,
        },
      );
    const { plan } = planned;
    try {
      await commitRoster(this.table, plan.units);
    } catch (error) {
      if (!(error instanceof RosterWriteConflict)) throw error;
      // Taking back failed too: part of the roster stays, which only the log and a look at the list can tell.
      if (error.leftOver > 0) {
        this.log('Roster import failed and was not fully taken back', {
          spot: spot._id,
          leftOver: error.leftOver,
        });
        throw error;
      }
      throw badRequest(
        'ROSTER_CHANGED',
        'The classroom changed during the import; nothing was imported. Try again.',
      );
    }
    const { created, updated, unchanged, boundDevices, releasedDevices } = plan;
    return { created, updated, unchanged, boundDevices, releasedDevices };
  }
}
