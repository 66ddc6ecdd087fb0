/**
 * The built-in functions an action may run, as the console offers them. Mirrors the server's
 * list (functions/src/rules/builtin-names.ts; actionFunctions.test.ts keeps the two equal), which
 * refuses any other name with UNKNOWN_ACTION_FN.
 */
export const ACTION_FUNCTIONS = ['notice', 'webhook'] as const;

export type ActionFunction = (typeof ACTION_FUNCTIONS)[number];

export function isActionFunction(name: unknown): name is ActionFunction {
  return typeof name === 'string' && (ACTION_FUNCTIONS as readonly string[]).includes(name);
}

/** The translation keys of a function's name and of what it does (and its parameters). */
export const actionFunctionKeys = (fn: ActionFunction) => ({
  label: `RULE_FN_${fn.toUpperCase()}`,
  description: `RULE_FN_${fn.toUpperCase()}_DESC`,
});
