/**
 * Uploading a file (docs/files.md "How a file arrives"), in three steps so the bytes go straight
 * to the files bucket, past the API's body limits: `POST /api/v3/file` answers a presigned form for
 * this file's category, type and size; the form and the file are posted to its URL (the bucket; the
 * local gateway on the laptop); `GET /api/v3/file/<id>` answers the processed file (the spec's
 * data.data[0]) once the bucket's event has been handled, 202 until then. A refusal is thrown in
 * the GraphQL error shape ({ errors: [...] }) so the same error reading (api/errors.ts) turns
 * NOT_AN_IMAGE / UNSUPPORTED_FILE / FILE_TOO_LARGE into their texts.
 */
import type { FileRow } from './catalog';

/** How long the file processor may take before the upload counts as failed. */
const PROCESSING_TIMEOUT_MS = 60_000;

/** Types by extension, for files the browser gives no type (HEIC on most desktops). */
const TYPE_BY_EXTENSION: Record<string, string> = {
  heic: 'image/heic',
  heif: 'image/heif',
  avif: 'image/avif',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
};

/** The type declared for the form; the server decides from the bytes, this only picks the form. */
export function declaredType(file: Blob, fileName: string): string {
  if (file.type) return file.type;
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return TYPE_BY_EXTENSION[extension] ?? 'application/octet-stream';
}

interface Answer {
  data?: { data?: FileRow[]; upload?: { id: string; url: string; fields: Record<string, string> } };
  errors?: unknown[];
}

async function readAnswer(response: Response): Promise<Answer> {
  const json = (await response.json().catch(() => null)) as Answer | null;
  if (!response.ok || json?.errors) {
    throw json?.errors ? { errors: json.errors } : new Error(`upload: HTTP ${response.status}`);
  }
  return json ?? {};
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function uploadFile(
  token: string,
  file: Blob,
  fileName: string,
  category: string,
): Promise<FileRow> {
  const contentType = declaredType(file, fileName);
  const asked = await readAnswer(
    await fetch('/api/v3/file', {
      method: 'POST',
      headers: { Authorization: token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ category, filename: fileName, contentType, size: file.size }),
    }),
  );
  const form = asked.data?.upload;
  if (!form) throw new Error('upload: no form');
  const body = new FormData();
  for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
  // S3 reads the fields before the file and ignores any after it.
  body.append('file', new Blob([file], { type: contentType }), fileName);
  const posted = await fetch(form.url, { method: 'POST', body });
  if (!posted.ok) throw new Error(`upload: the bucket answered ${posted.status}`);
  const deadline = Date.now() + PROCESSING_TIMEOUT_MS;
  for (let wait = 250; Date.now() < deadline; wait = Math.min(wait * 2, 2000)) {
    const response = await fetch(`/api/v3/file/${form.id}`, { headers: { Authorization: token } });
    if (response.status !== 202) {
      const first = (await readAnswer(response)).data?.data?.[0];
      if (!first) throw new Error('upload: unexpected body');
      return first;
    }
    await pause(wait);
  }
  throw new Error('upload: not processed in time');
}
