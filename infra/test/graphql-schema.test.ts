/**
 * The schema merge (infra/lib/graphql-schema.ts): the area files' `extend type` blocks become one
 * type each, with their descriptions and applied directives, and the real schema/ merges into a
 * document AppSync can take (no extensions) that holds every field of every file exactly once.
 */
import { basename } from 'node:path';
import { buildSchema, type DocumentNode, Kind, parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  mergeSchemaDocuments,
  parseSchemaFile,
  schemaDocument,
  schemaFiles,
  schemaSdl,
  schemaSdlWithPrelude,
} from '../lib/graphql-schema.ts';

const COMMON = parse(`
  schema { query: Query mutation: Mutation subscription: Subscription }
  type Query
  type Mutation
  type Subscription
  "Whether the call did what it was asked."
  type Success @aws_api_key @aws_lambda { success: Boolean! }
`);
const NOTICES = parse(`
  extend type Mutation {
    "Posts a notice."
    publishNotice(text: String!): Success! @aws_lambda @aws_iam
  }
  extend type Subscription {
    onNotice(site: ID!): Success @aws_subscribe(mutations: ["publishNotice"]) @aws_lambda @aws_iam
  }
`);
const SITES = parse(`
  extend type Query @aws_lambda {
    "Sites in reach of the caller."
    sites: [ID!]! @aws_lambda
  }
  extend type Mutation { removeSite(id: ID!): Success! @aws_lambda }
`);
const VERSION = parse('extend type Query { version: String! @aws_api_key }');

/** `Type.field` of every field a document defines or extends, with the field's directives. */
function fieldsOf(document: DocumentNode): string[] {
  return document.definitions.flatMap((definition) =>
    'fields' in definition && definition.fields !== undefined
      ? definition.fields.map(
          (field) =>
            `${definition.name.value}.${field.name.value} ${(field.directives ?? []).map(print).join(' ')}`,
        )
      : [],
  );
}

function namedDefinitions(document: DocumentNode, name: string) {
  return document.definitions.filter((definition) => 'name' in definition && definition.name?.value === name);
}

describe('mergeSchemaDocuments', () => {
  it("folds every area's extensions into one Query, Mutation and Subscription type", () => {
    // Act
    const merged = mergeSchemaDocuments([COMMON, NOTICES, SITES, VERSION]);

    // Assess
    for (const root of ['Query', 'Mutation', 'Subscription']) {
      expect(namedDefinitions(merged, root).map((definition) => definition.kind)).toEqual([
        Kind.OBJECT_TYPE_DEFINITION,
      ]);
    }
    expect(fieldsOf(merged)).toEqual([
      'Query.sites @aws_lambda',
      'Query.version @aws_api_key',
      'Mutation.publishNotice @aws_lambda @aws_iam',
      'Mutation.removeSite @aws_lambda',
      'Subscription.onNotice @aws_subscribe(mutations: ["publishNotice"]) @aws_lambda @aws_iam',
      'Success.success ',
    ]);
  });

  it('keeps descriptions, type directives and the directives an extension adds to its type', () => {
    // Act
    const printed = print(mergeSchemaDocuments([COMMON, NOTICES, SITES, VERSION]));

    // Assess
    expect(printed).not.toMatch(/\bextend\b/);
    expect(printed).toContain('type Query @aws_lambda {');
    expect(printed).toContain('type Success @aws_api_key @aws_lambda {');
    expect(printed).toContain('"Sites in reach of the caller."');
    expect(printed).toContain('"Whether the call did what it was asked."');
    expect(printed).toContain('"Posts a notice."');
    expect(() =>
      buildSchema(`${printed}\ndirective @aws_subscribe(mutations: [String!]!) on FIELD_DEFINITION
      directive @aws_lambda on FIELD_DEFINITION | OBJECT
      directive @aws_api_key on FIELD_DEFINITION | OBJECT
      directive @aws_iam on FIELD_DEFINITION | OBJECT`),
    ).not.toThrow();
  });

  it('refuses an extension of a type no file defines, naming where it is', () => {
    const orphan = parse('extend type Query { me: ID }');

    expect(() => mergeSchemaDocuments([orphan])).toThrow(/extends Query, which no schema file defines/);
  });

  it('refuses the extensions it does not merge rather than pass them on to AppSync', () => {
    const inputExtension = parse('input SiteFilter { q: String }\nextend input SiteFilter { site: ID }');

    expect(() => mergeSchemaDocuments([COMMON, inputExtension])).toThrow(
      /InputObjectTypeExtension SiteFilter/,
    );
  });
});

describe('the schema of schema/', () => {
  it('reads common.graphql first, then the area files by name', () => {
    const names = schemaFiles().map((path) => basename(path));

    expect(names[0]).toBe('common.graphql');
    expect(names.slice(1)).toEqual([...names.slice(1)].sort());
    expect(names).toEqual(
      expect.arrayContaining(['organisation.graphql', 'questions.graphql', 'users.graphql']),
    );
  });

  it('merges into one document without extensions that parses and builds', () => {
    // Act
    const reparsed = parse(schemaSdl());

    // Assess
    expect(reparsed.definitions.filter((definition) => definition.kind.endsWith('Extension'))).toEqual([]);
    for (const root of ['Query', 'Mutation', 'Subscription']) {
      expect(namedDefinitions(reparsed, root)).toHaveLength(1);
    }
    expect(() => buildSchema(schemaSdlWithPrelude())).not.toThrow();
  });

  it('holds every field of every area file exactly once, with its directives', () => {
    // Prepare
    const fromFiles = schemaFiles().flatMap((path) => fieldsOf(parseSchemaFile(path)));

    // Act
    const merged = fieldsOf(schemaDocument());

    // Assess
    const names = fromFiles.map((field) => field.split(' ')[0]);
    expect(new Set(names).size).toBe(names.length);
    expect([...merged].sort()).toEqual([...fromFiles].sort());
    expect(merged).toEqual(
      expect.arrayContaining(['Mutation.publishAnswers @aws_iam', 'Query.me @aws_lambda']),
    );
  });
});
