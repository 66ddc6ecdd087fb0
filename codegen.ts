// Types for both the functions and the console come from schema.graphql and nowhere else.
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

const config: CodegenConfig = {
  schema: ['infra/local/appsync-prelude.graphql', 'schema.graphql'],
  silent: true,
  generates: {
    'functions/src/generated/graphql.ts': shared,
    'web/src/generated/graphql.ts': shared,
  },
};

export default config;
