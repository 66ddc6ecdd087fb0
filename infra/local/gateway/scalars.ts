// AppSync's built-in scalars. The prelude only declares them, so graphql-js would pass anything through;
// here they get AppSync's input checks (so a bad value fails locally as it would in AWS) and AWSJSON
// gets AppSync's conversions: a JSON string in, a parsed value to the resolver, a JSON string out.
import { GraphQLError, type GraphQLSchema, isScalarType, Kind, type ValueNode } from 'graphql';

const DATE = String.raw`\d{4}-\d{2}-\d{2}`;
const OFFSET = String.raw`(Z|[+-]\d{2}:\d{2}(:\d{2})?)`;
const TIME = String.raw`\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?`;

interface ScalarRules {
  /** Checks and converts a value received from the client. */
  parse(value: unknown): unknown;
  /** Converts a resolver's value for the response. */
  serialize(value: unknown): unknown;
}

function stringMatching(name: string, pattern: RegExp): ScalarRules {
  return {
    parse(value) {
      if (typeof value !== 'string' || !pattern.test(value)) {
        throw new GraphQLError(`Unable to parse ${JSON.stringify(value)} as ${name}`);
      }
      return value;
    },
    serialize: (value) => (value instanceof Date ? value.toISOString() : value),
  };
}

const RULES: Readonly<Record<string, ScalarRules>> = {
  AWSDateTime: stringMatching('AWSDateTime', new RegExp(`^${DATE}T${TIME}${OFFSET}$`)),
  AWSDate: stringMatching('AWSDate', new RegExp(`^${DATE}${OFFSET}?$`)),
  AWSTime: stringMatching('AWSTime', new RegExp(`^${TIME}${OFFSET}?$`)),
  AWSEmail: stringMatching('AWSEmail', /^[^\s@]+@[^\s@]+$/),
  AWSPhone: stringMatching('AWSPhone', /^\+?[\d\s().-]{3,}$/),
  AWSIPAddress: stringMatching('AWSIPAddress', /^[\d.:a-fA-F/]+$/),
  AWSURL: {
    parse(value) {
      if (typeof value === 'string' && URL.canParse(value)) return value;
      throw new GraphQLError(`Unable to parse ${JSON.stringify(value)} as AWSURL`);
    },
    serialize: (value) => value,
  },
  AWSTimestamp: {
    parse(value) {
      if (typeof value === 'number' && Number.isInteger(value)) return value;
      throw new GraphQLError(`Unable to parse ${JSON.stringify(value)} as AWSTimestamp`);
    },
    serialize: (value) => value,
  },
  AWSJSON: {
    parse(value) {
      if (typeof value !== 'string') {
        throw new GraphQLError(`Unable to parse ${JSON.stringify(value)} as valid JSON.`);
      }
      try {
        return JSON.parse(value) as unknown;
      } catch {
        throw new GraphQLError(`Unable to parse ${JSON.stringify(value)} as valid JSON.`);
      }
    },
    // A resolver may hand back a ready JSON string or a plain value; the client always gets a string.
    serialize: (value) => (typeof value === 'string' ? value : JSON.stringify(value)),
  },
};

/** Inline literals are read like variables: strings as strings, integers as numbers. */
function literalValue(node: ValueNode): unknown {
  if (node.kind === Kind.STRING) return node.value;
  if (node.kind === Kind.INT) return Number.parseInt(node.value, 10);
  throw new GraphQLError(`Unexpected literal of kind ${node.kind}`, { nodes: node });
}

/** Replaces the behaviour of the AWS scalars the schema declares; other custom scalars stay pass-through. */
export function installAwsScalars(schema: GraphQLSchema): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isScalarType(type)) continue;
    const rules = RULES[type.name];
    if (!rules) continue;
    type.parseValue = rules.parse;
    type.parseLiteral = (node) => rules.parse(literalValue(node));
    type.serialize = rules.serialize;
  }
}
