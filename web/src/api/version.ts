/** The server version, read over REST from the same origin (spec section 7, REST). */
export async function fetchServerVersion(): Promise<string> {
  const response = await fetch('/api/v3/version', { headers: { accept: 'application/json' } });
  if (!response.ok) {
    throw new Error(`version: HTTP ${response.status}`);
  }
  const body = (await response.json()) as { data?: { version?: unknown } };
  const version = body.data?.version;
  if (typeof version !== 'string') {
    throw new Error('version: unexpected body');
  }
  return version;
}
