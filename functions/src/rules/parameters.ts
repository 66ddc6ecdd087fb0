/**
 * Checks a thing's parameters against its action's parameter definitions (spec section 3: key,
 * type, isArray, required, default) before the action runs: a missing required key fails with
 * REQUIRED_PARAMETER {key}, a value of the wrong type with INVALID_PARAMETER_TYPE {key}, so a
 * misconfigured thing is recorded as failed instead of calling a webhook with half its input.
 */

export const PARAMETER_TYPES = ['string', 'number', 'boolean', 'object'] as const;
export type ParameterType = (typeof PARAMETER_TYPES)[number];

export interface ParameterDef {
  key: string;
  description?: string | null;
  type: ParameterType;
  isArray: boolean;
  required: boolean;
  default?: unknown;
}

export type ParameterCheck =
  | { ok: true; values: Record<string, unknown> }
  | { ok: false; error: 'REQUIRED_PARAMETER' | 'INVALID_PARAMETER_TYPE'; key: string };

function isType(value: unknown, type: ParameterType): boolean {
  if (type === 'object') return typeof value === 'object' && value !== null && !Array.isArray(value);
  if (type === 'number') return typeof value === 'number' && Number.isFinite(value);
  return typeof value === type;
}

/** Whether a value fits one definition (an array of the type when isArray). */
export function fitsDefinition(value: unknown, def: Pick<ParameterDef, 'type' | 'isArray'>): boolean {
  if (def.isArray) return Array.isArray(value) && value.every((item) => isType(item, def.type));
  return isType(value, def.type);
}

/**
 * The values the action runs with: the thing's own, defaults for the keys it leaves out. Keys the
 * action does not define are dropped, so a thing cannot smuggle options into a built-in.
 */
export function checkParameters(
  defs: readonly ParameterDef[],
  given: Record<string, unknown> | null | undefined,
): ParameterCheck {
  const values: Record<string, unknown> = {};
  for (const def of defs) {
    const raw = given?.[def.key];
    const value = raw === undefined || raw === null ? def.default : raw;
    if (value === undefined || value === null) {
      if (def.required) return { ok: false, error: 'REQUIRED_PARAMETER', key: def.key };
      continue;
    }
    if (!fitsDefinition(value, def)) return { ok: false, error: 'INVALID_PARAMETER_TYPE', key: def.key };
    values[def.key] = value;
  }
  return { ok: true, values };
}
