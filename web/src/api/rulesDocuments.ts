/**
 * GraphQL documents of the rules engine's catalog (docs/rules-engine.md): actions, event
 * definitions and things. Constant strings only: data always travels in variables.
 */
const ACTION_FIELDS = /* GraphQL */ `
  _id code name description fn internal
  parameter { key description type isArray required default }
  createdAt updatedAt
`;
const EVENT_DEF_FIELDS = /* GraphQL */ `
  _id title type description options { major minor } parameter createdAt updatedAt
`;
const THING_FIELDS = /* GraphQL */ `
  _id title event { _id title } action { ${ACTION_FIELDS} }
  site { _id name } spot { _id name } device { name mac } app { uuid name }
  parameter createdAt updatedAt
`;

export const ACTIONS_QUERY = /* GraphQL */ `
  query Actions($page: Int, $perPage: Int!, $filter: CatalogFilter) {
    actions(page: $page, perPage: $perPage, filter: $filter) { total data { ${ACTION_FIELDS} } }
  }
`;
export const ACTION_QUERY = `query Action($code: String!) { action(code: $code) { ${ACTION_FIELDS} } }`;
export const CREATE_ACTION = `mutation CreateAction($input: ActionInput!) { createAction(input: $input) { ${ACTION_FIELDS} } }`;
export const UPDATE_ACTION = `mutation UpdateAction($code: String!, $input: ActionInput!) { updateAction(code: $code, input: $input) { ${ACTION_FIELDS} } }`;
export const REMOVE_ACTION = `mutation RemoveAction($code: String!) { removeAction(code: $code) { success } }`;

export const EVENT_DEFS_QUERY = /* GraphQL */ `
  query EventDefs($page: Int, $perPage: Int!, $filter: CatalogFilter) {
    eventDefs(page: $page, perPage: $perPage, filter: $filter) { total data { ${EVENT_DEF_FIELDS} } }
  }
`;
export const EVENT_DEF_QUERY = `query EventDef($id: ID!) { eventDef(id: $id) { ${EVENT_DEF_FIELDS} } }`;
export const CREATE_EVENT_DEF = `mutation CreateEventDef($input: EventDefInput!) { createEventDef(input: $input) { ${EVENT_DEF_FIELDS} } }`;
export const UPDATE_EVENT_DEF = `mutation UpdateEventDef($id: ID!, $input: EventDefInput!) { updateEventDef(id: $id, input: $input) { ${EVENT_DEF_FIELDS} } }`;
export const REMOVE_EVENT_DEF = `mutation RemoveEventDef($id: ID!) { removeEventDef(id: $id) { success } }`;

export const THINGS_QUERY = /* GraphQL */ `
  query Things($page: Int, $perPage: Int!, $filter: CatalogFilter) {
    things(page: $page, perPage: $perPage, filter: $filter) { total data { ${THING_FIELDS} } }
  }
`;
export const THING_QUERY = `query Thing($id: ID!) { thing(id: $id) { ${THING_FIELDS} } }`;
export const CREATE_THING = `mutation CreateThing($input: ThingInput!) { createThing(input: $input) { ${THING_FIELDS} } }`;
export const CREATE_THINGS = `mutation CreateThings($input: [ThingInput!]!) { createThings(input: $input) { ${THING_FIELDS} } }`;
export const UPDATE_THING = `mutation UpdateThing($id: ID!, $input: ThingInput!) { updateThing(id: $id, input: $input) { ${THING_FIELDS} } }`;
export const REMOVE_THING = `mutation RemoveThing($id: ID!) { removeThing(id: $id) { success } }`;
