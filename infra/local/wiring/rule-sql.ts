/**
 * The IoT rule SQL the local rule router runs, read from the assembly's topic rules: a SELECT list
 * of the functions the product's rules use, a topic filter and an optional
 * `WHERE startswith(topic(n), '...')`. Anything else throws when the stack starts, naming the rule,
 * so a rule written in infra with SQL the router does not understand cannot pass unnoticed.
 */

/** What a rule sees of one MQTT publish. */
export interface RuleInput {
  topic: string;
  clientId: string;
  payload: Buffer;
  receivedAt: number;
}

export interface CompiledRule {
  id: string;
  /** The FROM topic filter (`+` levels only, as the product's rules use). */
  filter: string;
  /** Whether a publish on a topic matching the filter passes the WHERE clause. */
  where(topic: string): boolean;
  /** The SELECT list's message, as the rule sends it to its queue. */
  project(input: RuleInput): Record<string, string | number>;
}

type Projection = (input: RuleInput) => string | number;

/** The SELECT expressions the router evaluates (AWS IoT SQL functions, version 2016-03-23). */
const EXPRESSIONS: Record<string, Projection> = {
  "encode(*, 'base64')": (input) => input.payload.toString('base64'),
  'topic()': (input) => input.topic,
  'clientid()': (input) => input.clientId,
  'timestamp()': (input) => input.receivedAt,
};

const STATEMENT = /^SELECT\s+(.+?)\s+FROM\s+'([^']+)'(?:\s+WHERE\s+(.+))?$/is;
const SELECT_ITEM = /^(.+?)\s+AS\s+([A-Za-z_][A-Za-z0-9_]*)$/i;
const STARTS_WITH = /^startswith\(\s*topic\((\d+)\)\s*,\s*'([^']*)'\s*\)$/i;

export class UnsupportedRuleSql extends Error {}

/** Splits a SELECT list at top-level commas (not those inside a function's arguments). */
function selectItems(list: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index += 1) {
    const char = list[index];
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) {
      items.push(list.slice(start, index).trim());
      start = index + 1;
    }
  }
  items.push(list.slice(start).trim());
  return items;
}

function compileWhere(id: string, clause: string | undefined): (topic: string) => boolean {
  if (clause === undefined) return () => true;
  const startsWith = STARTS_WITH.exec(clause.trim());
  if (!startsWith) throw new UnsupportedRuleSql(`${id}: the router cannot evaluate WHERE ${clause}`);
  const level = Number(startsWith[1]) - 1; // topic(1) is the first level
  const prefix = startsWith[2] ?? '';
  return (topic) => (topic.split('/')[level] ?? '').startsWith(prefix);
}

export function compileRuleSql(id: string, sql: string): CompiledRule {
  const statement = STATEMENT.exec(sql.trim());
  if (!statement) throw new UnsupportedRuleSql(`${id}: the router cannot read the rule SQL: ${sql}`);
  const [, list = '', filter = '', whereClause] = statement;
  if (filter.includes('#'))
    throw new UnsupportedRuleSql(`${id}: the router matches '+' filters only: ${filter}`);
  const fields = selectItems(list).map((item) => {
    const aliased = SELECT_ITEM.exec(item);
    const projection = aliased ? EXPRESSIONS[(aliased[1] ?? '').replace(/\s+/g, ' ')] : undefined;
    if (!aliased || !projection)
      throw new UnsupportedRuleSql(
        `${id}: the router cannot evaluate SELECT ${item} (only ${Object.keys(EXPRESSIONS).join(', ')} AS <name>)`,
      );
    return [aliased[2] ?? '', projection] as const;
  });
  return {
    id,
    filter,
    where: compileWhere(id, whereClause),
    project(input) {
      const message: Record<string, string | number> = {};
      for (const [name, projection] of fields) message[name] = projection(input);
      return message;
    },
  };
}
