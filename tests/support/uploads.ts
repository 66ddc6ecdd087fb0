/**
 * Uploads as the console makes them (docs/files.md "How a file arrives"): ask `POST /api/v3/file`
 * for a presigned form, post the bytes to its URL (the files bucket; locally the gateway, which
 * checks the policy as S3 does), then read `GET /api/v3/file/<id>` until the file processor has
 * recorded or refused it.
 */

export interface UploadAnswer<File = { _id: string; path: string }> {
  /** The HTTP status of the step that answered last: the form, the bucket or the status. */
  status: number;
  body: {
    data?: { data: File[] };
    errors?: { errorType: string; message?: string; errorInfo?: { key?: string } }[];
    /** The bucket's refusal code (S3's XML `<Code>`), when the POST itself was refused. */
    bucketError?: string;
  };
}

export interface UploadForm {
  id: string;
  url: string;
  fields: Record<string, string>;
}

/** Step one: the presigned form, or the route's refusal. */
export async function requestUploadForm(
  baseUrl: string,
  token: string | null,
  request: { category: string; filename: string; contentType: string; size: number },
): Promise<{ status: number; form?: UploadForm; body: UploadAnswer['body'] }> {
  const response = await fetch(`${baseUrl}/api/v3/file`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(request),
  });
  const body = (await response.json()) as UploadAnswer['body'] & { data?: { upload?: UploadForm } };
  return { status: response.status, form: body.data?.upload, body };
}

/** Step two: the bytes posted with the form's fields, the file last (S3 ignores fields after it). */
export async function postToBucket(
  baseUrl: string,
  form: UploadForm,
  file: { bytes: Uint8Array; name: string; type: string },
  fieldOverrides: Record<string, string> = {},
): Promise<{ status: number; bucketError?: string }> {
  const body = new FormData();
  for (const [name, value] of Object.entries({ ...form.fields, ...fieldOverrides })) body.append(name, value);
  body.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(new URL(form.url, baseUrl), { method: 'POST', body });
  const text = await response.text();
  return { status: response.status, bucketError: /<Code>([^<]+)<\/Code>/.exec(text)?.[1] };
}

/** Step three: the recorded file or the refusal, once the processor is done (202 until then). */
export async function awaitProcessed(
  baseUrl: string,
  token: string,
  id: string,
  timeoutMs = 30_000,
): Promise<UploadAnswer> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${baseUrl}/api/v3/file/${id}`, { headers: { authorization: token } });
    const body = (await response.json()) as UploadAnswer['body'];
    if (response.status !== 202) return { status: response.status, body };
    if (Date.now() > deadline) throw new Error(`Upload ${id} still pending after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/** The three steps; the answer of the step that ended it, with the status of that step. */
export async function sendUpload<File = { _id: string; path: string }>(
  baseUrl: string,
  token: string | null,
  file: { bytes: Uint8Array; name: string; category: string; type?: string },
): Promise<UploadAnswer<File>> {
  const type = file.type ?? 'application/octet-stream';
  const asked = await requestUploadForm(baseUrl, token, {
    category: file.category,
    filename: file.name,
    contentType: type,
    size: file.bytes.length,
  });
  if (!asked.form || !token) return { status: asked.status, body: asked.body as UploadAnswer<File>['body'] };
  const posted = await postToBucket(baseUrl, asked.form, { bytes: file.bytes, name: file.name, type });
  if (posted.status !== 204) return { status: posted.status, body: { bucketError: posted.bucketError } };
  return (await awaitProcessed(baseUrl, token, asked.form.id)) as UploadAnswer<File>;
}

/** Uploads a file as a signed-in user; returns its path. */
export async function uploadFile(
  baseUrl: string,
  token: string,
  file: { bytes: Uint8Array; name: string; category: string; type?: string },
): Promise<string> {
  const answer = await sendUpload(baseUrl, token, file);
  const path = answer.body.data?.data?.[0]?.path;
  if (answer.status !== 200 || !path)
    throw new Error(`Upload of ${file.name} failed: ${JSON.stringify(answer)}`);
  return path;
}
