/** Uploads a file through POST /api/v3/file (docs/files.md) as a signed-in user; returns its path. */
export async function uploadFile(
  baseUrl: string,
  token: string,
  file: { bytes: Uint8Array; name: string; category: string },
): Promise<string> {
  const form = new FormData();
  form.append('category', file.category);
  form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const response = await fetch(`${baseUrl}/api/v3/file`, {
    method: 'POST',
    headers: { authorization: token },
    body: form,
  });
  const body = (await response.json()) as { data?: { data?: { path?: string }[] } };
  const path = body.data?.data?.[0]?.path;
  if (!response.ok || !path) throw new Error(`Upload of ${file.name} failed: ${JSON.stringify(body)}`);
  return path;
}
