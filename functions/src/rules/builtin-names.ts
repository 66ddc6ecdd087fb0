/**
 * The names an Action's `fn` may take: the built-ins of builtins.ts. Kept apart from their code
 * (no imports) so the catalog's validation and the console's function picker read one list
 * without pulling in the publishers.
 */
export const BUILTIN_ACTION_FNS = ['notice', 'webhook'] as const;

export type BuiltinActionFn = (typeof BUILTIN_ACTION_FNS)[number];

export function isBuiltinActionFn(name: string): name is BuiltinActionFn {
  return (BUILTIN_ACTION_FNS as readonly string[]).includes(name);
}
