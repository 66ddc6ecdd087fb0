/** Actions, event definitions and things of the rules engine, written straight into the stack's table. */
import { randomUUID } from 'node:crypto';
import { EntityRepository } from '../../functions/src/data/entities';
import type { ActionRecord, EventDefRecord, ThingRecord } from '../../functions/src/rules/records';
import { testTable } from './fixtures';

const repository = () => new EntityRepository(testTable());
const stamps = () => {
  const now = new Date().toISOString();
  return { createdAt: now, updatedAt: now };
};

export async function createActionRecord(): Promise<ActionRecord> {
  const action: ActionRecord = {
    _id: randomUUID(),
    code: `A-${randomUUID().slice(0, 8)}`,
    name: 'Test action',
    description: null,
    fn: 'notice',
    internal: null,
    parameter: [{ key: 'text', type: 'string', isArray: false, required: true }],
    ...stamps(),
  };
  await repository().create('ACTION', action, {}, [{ kind: 'ACTIONCODE', value: action.code }]);
  return action;
}

export async function createEventDefRecord(): Promise<EventDefRecord> {
  const def: EventDefRecord = {
    _id: randomUUID(),
    title: 'Test event',
    type: `T-${randomUUID().slice(0, 8)}`,
    description: null,
    options: null,
    parameter: null,
    ...stamps(),
  };
  await repository().create('EVENTDEF', def);
  return def;
}

export async function createThingRecord(siteId: string): Promise<ThingRecord> {
  const [def, action] = [await createEventDefRecord(), await createActionRecord()];
  const thing: ThingRecord = {
    _id: randomUUID(),
    title: 'Test thing',
    eventId: def._id,
    actionId: action._id,
    siteId,
    spotId: null,
    device: null,
    app: null,
    parameter: { text: 'hello' },
    ...stamps(),
  };
  await repository().create('THING', thing, { siteId });
  return thing;
}
