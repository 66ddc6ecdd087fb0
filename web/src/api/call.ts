/** One GraphQL operation whose result is a single top-level field (every admin call is). */
import { type Auth, request } from './client';

export async function callField<T>(
  auth: Auth,
  document: string,
  field: string,
  variables: object,
): Promise<T> {
  const data = await request<Record<string, T | undefined>, object>(document, variables, auth);
  const value = data[field];
  if (value === undefined) throw new Error(`GraphQL response without ${field}`);
  return value;
}
