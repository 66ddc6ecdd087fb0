/**
 * Runtime configuration, fetched from /config.json before the first render so that one build
 * serves every stage (the stage's stack writes the file next to index.html).
 */
export interface RuntimeConfig {
  graphqlUrl: string;
  apiKey: string;
  region: string;
  stage: string;
  /** True on the one-laptop stack, whose gateway speaks plain http/ws. */
  local: boolean;
}

function requireString(source: Record<string, unknown>, key: string): string {
  const value = source[key];
  if (typeof value !== 'string' || value === '') {
    throw new Error(`config.json: "${key}" must be a non-empty string`);
  }
  return value;
}

/** Parses the raw JSON; a broken file fails loudly at start-up instead of deep inside a call. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (typeof raw !== 'object' || raw === null) {
    throw new Error('config.json: expected an object');
  }
  const source = raw as Record<string, unknown>;
  return {
    graphqlUrl: requireString(source, 'graphqlUrl'),
    apiKey: requireString(source, 'apiKey'),
    region: requireString(source, 'region'),
    stage: requireString(source, 'stage'),
    local: source.local === true,
  };
}

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) {
    throw new Error(`config.json: HTTP ${response.status}`);
  }
  return parseRuntimeConfig(await response.json());
}
