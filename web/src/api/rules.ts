/**
 * The rules engine's catalog for system users (docs/rules-engine.md): actions by code, event
 * definitions, and things binding one to the other. Row types are the selected fields (see
 * rulesDocuments.ts); AWSJSON fields (defaults, parameters) arrive as JSON text.
 */
import type {
  Action,
  ActionInput,
  ActionParameter,
  CatalogFilter,
  EventDef,
  EventDefInput,
  Ref,
  Success,
  Thing,
  ThingApp,
  ThingDevice,
  ThingInput,
  TitleRef,
} from '../generated/graphql';
import { callField } from './call';
import type { Auth } from './client';
import type { Page, PageArgs } from './page';
import * as docs from './rulesDocuments';

type Stamps = 'createdAt' | 'updatedAt';

export type ActionRow = Pick<Action, '_id' | 'code' | 'name' | 'description' | 'fn' | 'internal' | Stamps> & {
  parameter: ActionParameter[];
};
export type EventDefRow = Pick<
  EventDef,
  '_id' | 'title' | 'type' | 'description' | 'options' | 'parameter' | Stamps
>;
export type ThingRow = Pick<Thing, '_id' | 'title' | 'parameter' | Stamps> & {
  event: TitleRef;
  action: ActionRow;
  site: Ref | null;
  spot: Ref | null;
  device: ThingDevice | null;
  app: ThingApp | null;
};

export const fetchActions = (auth: Auth, args: PageArgs<CatalogFilter>) =>
  callField<Page<ActionRow>>(auth, docs.ACTIONS_QUERY, 'actions', args);
export const fetchAction = (auth: Auth, code: string) =>
  callField<ActionRow | null>(auth, docs.ACTION_QUERY, 'action', { code });
export const createAction = (auth: Auth, input: ActionInput) =>
  callField<ActionRow>(auth, docs.CREATE_ACTION, 'createAction', { input });
export const updateAction = (auth: Auth, code: string, input: ActionInput) =>
  callField<ActionRow>(auth, docs.UPDATE_ACTION, 'updateAction', { code, input });
/** Refused with 3002 (DELETE_THING_CONNECTED_ACTION_ERR) while a thing uses the action. */
export const removeAction = (auth: Auth, code: string) =>
  callField<Success>(auth, docs.REMOVE_ACTION, 'removeAction', { code });

export const fetchEventDefs = (auth: Auth, args: PageArgs<CatalogFilter>) =>
  callField<Page<EventDefRow>>(auth, docs.EVENT_DEFS_QUERY, 'eventDefs', args);
export const fetchEventDef = (auth: Auth, id: string) =>
  callField<EventDefRow | null>(auth, docs.EVENT_DEF_QUERY, 'eventDef', { id });
export const createEventDef = (auth: Auth, input: EventDefInput) =>
  callField<EventDefRow>(auth, docs.CREATE_EVENT_DEF, 'createEventDef', { input });
export const updateEventDef = (auth: Auth, id: string, input: EventDefInput) =>
  callField<EventDefRow>(auth, docs.UPDATE_EVENT_DEF, 'updateEventDef', { id, input });
export const removeEventDef = (auth: Auth, id: string) =>
  callField<Success>(auth, docs.REMOVE_EVENT_DEF, 'removeEventDef', { id });

export const fetchThings = (auth: Auth, args: PageArgs<CatalogFilter>) =>
  callField<Page<ThingRow>>(auth, docs.THINGS_QUERY, 'things', args);
export const fetchThing = (auth: Auth, id: string) =>
  callField<ThingRow | null>(auth, docs.THING_QUERY, 'thing', { id });
export const createThing = (auth: Auth, input: ThingInput) =>
  callField<ThingRow>(auth, docs.CREATE_THING, 'createThing', { input });
/** All of them, or none when any is invalid (REQUIRED_EVENTS when empty). */
export const createThings = (auth: Auth, input: ThingInput[]) =>
  callField<ThingRow[]>(auth, docs.CREATE_THINGS, 'createThings', { input });
export const updateThing = (auth: Auth, id: string, input: ThingInput) =>
  callField<ThingRow>(auth, docs.UPDATE_THING, 'updateThing', { id, input });
export const removeThing = (auth: Auth, id: string) =>
  callField<Success>(auth, docs.REMOVE_THING, 'removeThing', { id });
