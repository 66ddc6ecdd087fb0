// Types for both the functions and the console come from the GraphQL schema (schema/) and nowhere
// else. The code generator merges the area files' `extend type` blocks itself (AppSync, which cannot,
// takes the document merged by infra/lib/graphql-schema.ts).
import type { CodegenConfig } from '@graphql-codegen/cli';

const shared = {
  plugins: ['typescript'],
  config: {
    scalars: {
      AWSDateTime: 'string',
      AWSDate: 'string',
      AWSJSON: 'string',
      AWSEmail: 'string',
      AWSURL: 'string',
      AWSTimestamp: 'number',
    },
    enumsAsTypes: true,
    avoidOptionals: { field: true, inputValue: false, object: true },
    maybeValue: 'T | null',
    inputMaybeValue: 'T | null | undefined',
  },
};

// The console's operations: result and variable types of every document in its GraphQL module
// (web/src/api), named after the operation (query Me -> MeQuery, MeQueryVariables). Field lists
// are shared as GraphQL fragments, not as interpolated strings, so every document parses alone.
const consoleOperations = {
  documents: ['web/src/api/**/*.ts', '!web/src/api/**/*.test.ts'],
  plugins: ['typescript-operations'],
  config: { ...shared.config, onlyOperationTypes: true },
};

const config: CodegenConfig = {
  schema: ['infra/local/appsync-prelude.graphql', 'schema/*.graphql'],
  silent: true,
  generates: {
    'functions/src/generated/graphql.ts': shared,
    'web/src/generated/graphql.ts': shared,
    'web/src/generated/operations.ts': consoleOperations,
  },
};

export default config;
