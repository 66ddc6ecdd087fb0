/**
 * The rules engine's catalog for system users (docs/rules-engine.md): actions by code, event
 * definitions, and things binding one to the other. Row types are the fragments' generated types;
 * AWSJSON fields (defaults, parameters) arrive as JSON text. Constant documents: data travels in
 * variables.
 */
import type {
  ActionInput,
  ActionQuery,
  ActionQueryVariables,
  ActionRowFragment,
  ActionsQuery,
  ActionsQueryVariables,
  CatalogFilter,
  CreateActionMutation,
  CreateActionMutationVariables,
  CreateEventDefMutation,
  CreateEventDefMutationVariables,
  CreateThingMutation,
  CreateThingMutationVariables,
  CreateThingsMutation,
  CreateThingsMutationVariables,
  EventDefInput,
  EventDefQuery,
  EventDefQueryVariables,
  EventDefRowFragment,
  EventDefsQuery,
  EventDefsQueryVariables,
  RemoveActionMutation,
  RemoveActionMutationVariables,
  RemoveEventDefMutation,
  RemoveEventDefMutationVariables,
  RemoveThingMutation,
  RemoveThingMutationVariables,
  ThingInput,
  ThingQuery,
  ThingQueryVariables,
  ThingRowFragment,
  ThingsQuery,
  ThingsQueryVariables,
  UpdateActionMutation,
  UpdateActionMutationVariables,
  UpdateEventDefMutation,
  UpdateEventDefMutationVariables,
  UpdateThingMutation,
  UpdateThingMutationVariables,
} from '../generated/operations';
import { type Auth, request } from './client';
import type { PageArgs } from './page';

export type ActionRow = ActionRowFragment;
export type EventDefRow = EventDefRowFragment;
export type ThingRow = ThingRowFragment;
/** One parameter an action defines (its default is JSON text). */
export type ActionParameterRow = ActionRow['parameter'][number];

const ACTION_ROW = /* GraphQL */ `
  fragment ActionRow on Action {
    _id code name description fn internal
    parameter { key description type isArray required default }
    createdAt updatedAt
  }
`;
const EVENT_DEF_ROW = /* GraphQL */ `
  fragment EventDefRow on EventDef {
    _id title type description options { major minor } parameter createdAt updatedAt
  }
`;
const THING_ROW = /* GraphQL */ `
  fragment ThingRow on Thing {
    _id title event { _id title } action { ...ActionRow }
    site { _id name } spot { _id name } device { name mac } app { uuid name }
    parameter createdAt updatedAt
  }
  ${ACTION_ROW}
`;

const ACTIONS_QUERY = /* GraphQL */ `
  query Actions($page: Int, $perPage: Int!, $filter: CatalogFilter) {
    actions(page: $page, perPage: $perPage, filter: $filter) { total data { ...ActionRow } }
  }
  ${ACTION_ROW}
`;
const ACTION_QUERY = /* GraphQL */ `
  query Action($code: String!) { action(code: $code) { ...ActionRow } }
  ${ACTION_ROW}
`;
const CREATE_ACTION = /* GraphQL */ `
  mutation CreateAction($input: ActionInput!) { createAction(input: $input) { ...ActionRow } }
  ${ACTION_ROW}
`;
const UPDATE_ACTION = /* GraphQL */ `
  mutation UpdateAction($code: String!, $input: ActionInput!) {
    updateAction(code: $code, input: $input) { ...ActionRow }
  }
  ${ACTION_ROW}
`;
const REMOVE_ACTION = /* GraphQL */ `
  mutation RemoveAction($code: String!) { removeAction(code: $code) { success } }
`;

const EVENT_DEFS_QUERY = /* GraphQL */ `
  query EventDefs($page: Int, $perPage: Int!, $filter: CatalogFilter) {
    eventDefs(page: $page, perPage: $perPage, filter: $filter) { total data { ...EventDefRow } }
  }
  ${EVENT_DEF_ROW}
`;
const EVENT_DEF_QUERY = /* GraphQL */ `
  query EventDef($id: ID!) { eventDef(id: $id) { ...EventDefRow } }
  ${EVENT_DEF_ROW}
`;
const CREATE_EVENT_DEF = /* GraphQL */ `
  mutation CreateEventDef($input: EventDefInput!) { createEventDef(input: $input) { ...EventDefRow } }
  ${EVENT_DEF_ROW}
`;
const UPDATE_EVENT_DEF = /* GraphQL */ `
  mutation UpdateEventDef($id: ID!, $input: EventDefInput!) {
    updateEventDef(id: $id, input: $input) { ...EventDefRow }
  }
  ${EVENT_DEF_ROW}
`;
const REMOVE_EVENT_DEF = /* GraphQL */ `
  mutation RemoveEventDef($id: ID!) { removeEventDef(id: $id) { success } }
`;

const THINGS_QUERY = /* GraphQL */ `
  query Things($page: Int, $perPage: Int!, $filter: CatalogFilter) {
    things(page: $page, perPage: $perPage, filter: $filter) { total data { ...ThingRow } }
  }
  ${THING_ROW}
`;
const THING_QUERY = /* GraphQL */ `
  query Thing($id: ID!) { thing(id: $id) { ...ThingRow } }
  ${THING_ROW}
`;
const CREATE_THING = /* GraphQL */ `
  mutation CreateThing($input: ThingInput!) { createThing(input: $input) { ...ThingRow } }
  ${THING_ROW}
`;
const CREATE_THINGS = /* GraphQL */ `
  mutation CreateThings($input: [ThingInput!]!) { createThings(input: $input) { ...ThingRow } }
  ${THING_ROW}
`;
const UPDATE_THING = /* GraphQL */ `
  mutation UpdateThing($id: ID!, $input: ThingInput!) { updateThing(id: $id, input: $input) { ...ThingRow } }
  ${THING_ROW}
`;
const REMOVE_THING = /* GraphQL */ `
  mutation RemoveThing($id: ID!) { removeThing(id: $id) { success } }
`;

export const fetchActions = async (auth: Auth, args: PageArgs<CatalogFilter>) =>
  (await request<ActionsQuery, ActionsQueryVariables>(ACTIONS_QUERY, args, auth)).actions;
export const fetchAction = async (auth: Auth, code: string) =>
  (await request<ActionQuery, ActionQueryVariables>(ACTION_QUERY, { code }, auth)).action;
export const createAction = async (auth: Auth, input: ActionInput) =>
  (await request<CreateActionMutation, CreateActionMutationVariables>(CREATE_ACTION, { input }, auth))
    .createAction;
export const updateAction = async (auth: Auth, code: string, input: ActionInput) =>
  (await request<UpdateActionMutation, UpdateActionMutationVariables>(UPDATE_ACTION, { code, input }, auth))
    .updateAction;
/** Refused with 3002 (DELETE_THING_CONNECTED_ACTION_ERR) while a thing uses the action. */
export const removeAction = async (auth: Auth, code: string) =>
  (await request<RemoveActionMutation, RemoveActionMutationVariables>(REMOVE_ACTION, { code }, auth))
    .removeAction;

export const fetchEventDefs = async (auth: Auth, args: PageArgs<CatalogFilter>) =>
  (await request<EventDefsQuery, EventDefsQueryVariables>(EVENT_DEFS_QUERY, args, auth)).eventDefs;
export const fetchEventDef = async (auth: Auth, id: string) =>
  (await request<EventDefQuery, EventDefQueryVariables>(EVENT_DEF_QUERY, { id }, auth)).eventDef;
export const createEventDef = async (auth: Auth, input: EventDefInput) =>
  (await request<CreateEventDefMutation, CreateEventDefMutationVariables>(CREATE_EVENT_DEF, { input }, auth))
    .createEventDef;
export const updateEventDef = async (auth: Auth, id: string, input: EventDefInput) =>
  (
    await request<UpdateEventDefMutation, UpdateEventDefMutationVariables>(
      UPDATE_EVENT_DEF,
      { id, input },
      auth,
    )
  ).updateEventDef;
export const removeEventDef = async (auth: Auth, id: string) =>
  (await request<RemoveEventDefMutation, RemoveEventDefMutationVariables>(REMOVE_EVENT_DEF, { id }, auth))
    .removeEventDef;

export const fetchThings = async (auth: Auth, args: PageArgs<CatalogFilter>) =>
  (await request<ThingsQuery, ThingsQueryVariables>(THINGS_QUERY, args, auth)).things;
export const fetchThing = async (auth: Auth, id: string) =>
  (await request<ThingQuery, ThingQueryVariables>(THING_QUERY, { id }, auth)).thing;
export const createThing = async (auth: Auth, input: ThingInput) =>
  (await request<CreateThingMutation, CreateThingMutationVariables>(CREATE_THING, { input }, auth))
    .createThing;
/** All of them, or none when any is invalid (REQUIRED_EVENTS when empty). */
export const createThings = async (auth: Auth, input: ThingInput[]) =>
  (await request<CreateThingsMutation, CreateThingsMutationVariables>(CREATE_THINGS, { input }, auth))
    .createThings;
export const updateThing = async (auth: Auth, id: string, input: ThingInput) =>
  (await request<UpdateThingMutation, UpdateThingMutationVariables>(UPDATE_THING, { id, input }, auth))
    .updateThing;
export const removeThing = async (auth: Auth, id: string) =>
  (await request<RemoveThingMutation, RemoveThingMutationVariables>(REMOVE_THING, { id }, auth)).removeThing;
