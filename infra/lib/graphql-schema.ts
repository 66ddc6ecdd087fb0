/**
 * The GraphQL schema as one document. The source is split by area under schema/ (common.graphql
 * holds the root types and the shared shapes; each area file adds its operations with
 * `extend type Query { ... }`), but AppSync accepts no object type extensions, so every reader
 * (the API stack, the local gateway, the wiring check, the tests) takes the document merged here:
 * common.graphql first, then the other files by name, each extension's fields and directives folded
 * into its type. `print` keeps descriptions and applied directives (@aws_iam, @aws_subscribe...),
 * which printSchema would drop; # comments are not part of the document and are left out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  type DefinitionNode,
  type DocumentNode,
  getLocation,
  isTypeSystemExtensionNode,
  Kind,
  type ObjectTypeDefinitionNode,
  type ObjectTypeExtensionNode,
  parse,
  print,
  Source,
} from 'graphql';
import { REPO_ROOT, repoPath } from './paths.ts';

const SCHEMA_DIR = repoPath('schema');

/** The AppSync scalars and directives spelled out for graphql-js; AppSync itself never sees it. */
const APPSYNC_PRELUDE = repoPath('infra', 'local', 'appsync-prelude.graphql');

const COMMON_FILE = 'common.graphql';

/** The schema files in merge order: common.graphql, then the area files by name. */
export function schemaFiles(dir: string = SCHEMA_DIR): string[] {
  const areas = readdirSync(dir)
    .filter((name) => name.endsWith('.graphql') && name !== COMMON_FILE)
    .sort();
  return [COMMON_FILE, ...areas].map((name) => join(dir, name));
}

/** One schema file parsed, named by its repository path so a syntax error says which file. */
export function parseSchemaFile(path: string): DocumentNode {
  const name = relative(REPO_ROOT, path).split('\\').join('/');
  return parse(new Source(readFileSync(path, 'utf8'), name));
}

function whereIs(node: DefinitionNode): string {
  if (node.loc === undefined) return 'a schema file';
  const { line } = getLocation(node.loc.source, node.loc.start);
  return `${node.loc.source.name}:${line}`;
}

function nameOf(node: DefinitionNode): string {
  return 'name' in node && node.name !== undefined ? ` ${node.name.value}` : '';
}

/**
 * The documents as one, with every `extend type X` folded into `type X` (its fields, directives and
 * interfaces appended in document order). Any other kind of extension is refused rather than passed
 * on to AppSync, which would reject it at deploy time.
 */
export function mergeSchemaDocuments(documents: readonly DocumentNode[]): DocumentNode {
  const definitions: DefinitionNode[] = [];
  const objectTypes = new Map<string, number>();
  const extensions: ObjectTypeExtensionNode[] = [];
  for (const definition of documents.flatMap((document) => document.definitions)) {
    if (definition.kind === Kind.OBJECT_TYPE_EXTENSION) {
      extensions.push(definition);
      continue;
    }
    if (isTypeSystemExtensionNode(definition)) {
      throw new Error(
        `${whereIs(definition)}: only \`extend type\` is merged, not ${definition.kind}${nameOf(definition)}`,
      );
    }
    if (definition.kind === Kind.OBJECT_TYPE_DEFINITION)
      objectTypes.set(definition.name.value, definitions.length);
    definitions.push(definition);
  }
  for (const extension of extensions) {
    const index = objectTypes.get(extension.name.value);
    if (index === undefined) {
      throw new Error(`${whereIs(extension)}: extends ${extension.name.value}, which no schema file defines`);
    }
    const base = definitions[index] as ObjectTypeDefinitionNode;
    definitions[index] = {
      ...base,
      interfaces: [...(base.interfaces ?? []), ...(extension.interfaces ?? [])],
      directives: [...(base.directives ?? []), ...(extension.directives ?? [])],
      fields: [...(base.fields ?? []), ...(extension.fields ?? [])],
    };
  }
  return { kind: Kind.DOCUMENT, definitions };
}

let merged: DocumentNode | undefined;

/** The schema of schema/ as one document, read once per process. */
export function schemaDocument(): DocumentNode {
  merged ??= mergeSchemaDocuments(schemaFiles().map(parseSchemaFile));
  return merged;
}

/** The merged schema as AppSync takes it (the API stack's definition). */
export function schemaSdl(): string {
  return print(schemaDocument());
}

/** The merged schema after the AppSync prelude: what graphql-js needs to build it (local gateway, tests). */
export function schemaSdlWithPrelude(): string {
  return `${readFileSync(APPSYNC_PRELUDE, 'utf8')}\n${schemaSdl()}`;
}
