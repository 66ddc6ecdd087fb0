/**
 * REST upload of spec section 7: POST /api/v3/file, multipart `file` + `category`, the token in
 * `Authorization`. A failure is thrown in the GraphQL error shape ({ errors: [...] }) so the
 * same error reading (api/errors.ts) turns NOT_AN_IMAGE / UNSUPPORTED_FILE / FILE_TOO_LARGE into their texts.
 */
import type { FileRow } from './catalog';

export async function uploadFile(
  token: string,
  file: Blob,
  fileName: string,
  category: string,
): Promise<FileRow> {
  const body = new FormData();
  body.append('file', file, fileName);
  body.append('category', category);
  const response = await fetch('/api/v3/file', { method: 'POST', headers: { Authorization: token }, body });
  const json = (await response.json().catch(() => null)) as {
    data?: { data?: FileRow[] };
    errors?: unknown[];
  } | null;
  if (!response.ok || json?.errors) {
    throw json?.errors ? { errors: json.errors } : new Error(`upload: HTTP ${response.status}`);
  }
  const first = json?.data?.data?.[0];
  if (!first) throw new Error('upload: unexpected body');
  return first;
}
