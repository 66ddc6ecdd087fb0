/**
 * A stack's template with only the values that change without an infrastructure change replaced
 * by labels, for the snapshot test (./snapshot.test.ts). Everything else is kept as synthesized, so
 * the snapshot still shows every resource, property, policy and dependency.
 */
import type { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { appVersion } from '../lib/paths.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Resource = { Type: string; Properties?: Record<string, Json>; [key: string]: unknown };

// Asset hashes: a handler, the resolver code or the console build changed, not the infrastructure.
const ASSET_HASH = /\b[0-9a-f]{64}\b/g;
const FROM_SCHEMA = 'one per Query, Mutation and Subscription field of the schema';

export function normalizedTemplate(stack: Stack): Record<string, Json> {
  const template = structuredClone(Template.fromStack(stack).toJSON()) as Record<string, Json>;
  const resources = (template.Resources ?? {}) as Record<string, Resource>;
  for (const resource of Object.values(resources)) {
    // AppSync keys expire a year after each deploy (docs/deploy.md "API key rotation"): synth time.
    if (resource.Type === 'AWS::AppSync::ApiKey' && resource.Properties?.Expires !== undefined) {
      resource.Properties.Expires = '<synth time + 365 days>';
    }
    // The schema text is the merged schema/ (graphql-schema.ts); app.test.ts asserts it and its fields.
    if (resource.Type === 'AWS::AppSync::GraphQLSchema' && resource.Properties?.Definition !== undefined) {
      resource.Properties.Definition = '<merged schema/*.graphql>';
    }
  }
  template.Resources = foldSchemaResolvers(resources) as Record<string, Json>;
  // APP_VERSION follows the root package.json: a release, not an infrastructure change.
  const version = appVersion();
  return replaceStrings(template, (text) =>
    text === version ? '<package version>' : text.replace(ASSET_HASH, '<asset hash>'),
  ) as Record<string, Json>;
}

/**
 * A resolver per schema field is the design (a new field needs no infrastructure change), so the
 * snapshot holds one such resolver with its field left out. A resolver that differs from the others
 * in anything but its field stays in the snapshot under its own id.
 */
function foldSchemaResolvers(resources: Record<string, Resource>): Record<string, Resource> {
  const shapeOf = (resource: Resource): string => {
    const { TypeName: _type, FieldName: _field, ...rest } = resource.Properties ?? {};
    return JSON.stringify({ ...resource, Properties: rest });
  };
  const resolvers = Object.entries(resources).filter(([, r]) => r.Type === 'AWS::AppSync::Resolver');
  const counts = new Map<string, number>();
  for (const [, r] of resolvers) counts.set(shapeOf(r), (counts.get(shapeOf(r)) ?? 0) + 1);
  const common = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  if (common === undefined || common[1] < 2) return resources;

  const folded: Record<string, Resource> = {};
  let placed = false;
  for (const [id, resource] of Object.entries(resources)) {
    if (resource.Type !== 'AWS::AppSync::Resolver' || shapeOf(resource) !== common[0]) {
      folded[id] = resource;
    } else if (!placed) {
      placed = true;
      folded['<Type><Field>Resolver'] = {
        ...resource,
        Properties: { ...resource.Properties, TypeName: FROM_SCHEMA, FieldName: FROM_SCHEMA },
      };
    }
  }
  return folded;
}

function replaceStrings(value: Json, replace: (text: string) => string): Json {
  if (typeof value === 'string') return replace(value);
  if (Array.isArray(value)) return value.map((item) => replaceStrings(item, replace));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [replace(k), replaceStrings(v, replace)]),
    );
  }
  return value;
}
