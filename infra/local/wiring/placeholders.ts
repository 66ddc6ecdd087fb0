/**
 * Template values in the cached wiring are resolved to placeholders (`${local:table}`), not to
 * addresses: the wiring is cached across starts, and each start (a test tier on free ports) has
 * its own endpoints. The stack fills them in with `fillPlaceholders`.
 */
import type { LocalResources } from './resolve-env';

const mark = (what: string) => `\${local:${what}}`;

/** What each resource kind of resolve-env.ts stands for in the cached wiring. */
export const TEMPLATE_PLACEHOLDERS: LocalResources = {
  region: mark('region'),
  accountId: mark('account'),
  tableName: mark('table'),
  bucketName: mark('bucket'),
  graphqlUrl: mark('graphqlUrl'),
  iotDataHost: mark('iotDataHost'),
  secretArn: (logicalId) => mark(`secret:${logicalId}`),
  queueUrl: (logicalId) => mark(`queue:${logicalId}`),
};

/** The local values of the placeholders that name one thing for the whole stack. */
export interface PlaceholderValues {
  region: string;
  account: string;
  table: string;
  bucket: string;
  graphqlUrl: string;
}

const PLACEHOLDER = /\$\{local:([^}]+)\}/g;

export class UnfilledPlaceholder extends Error {}

/**
 * The value with its placeholders filled in. A placeholder with no local value (a secret, a
 * queue URL, the IoT endpoint) throws: the stack must replace such a variable in-process instead.
 */
export function fillPlaceholders(name: string, value: string, values: PlaceholderValues): string {
  return value.replace(PLACEHOLDER, (_, what: string) => {
    const filled = (values as unknown as Record<string, string | undefined>)[what];
    if (filled === undefined)
      throw new UnfilledPlaceholder(`${name}: the template's ${what} has no local value (${value})`);
    return filled;
  });
}
