/** School vs business wording (spec section 1): a key may have a `<KEY>_business` variant. */
import type { Mode } from '../auth/mode';

export const BUSINESS_SUFFIX = '_business';

export function wordingKey(key: string, mode: Mode, exists: (key: string) => boolean): string {
  const businessKey = `${key}${BUSINESS_SUFFIX}`;
  return mode === 'business' && exists(businessKey) ? businessKey : key;
}
