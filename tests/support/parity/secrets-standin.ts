/**
 * A Secrets Manager stand-in for the parity test: GetSecretValue (JSON 1.1 protocol, what the SDK's
 * SecretsManagerClient sends) for the ARNs it was given, ResourceNotFoundException for any other.
 * The local stack has no Secrets Manager because its functions get TOKEN_SECRET itself; deployed
 * functions get TOKEN_SECRET_ARN and read the key at cold start, and that path is the one tested.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SecretsStandin {
  endpoint: string;
  /** The ids asked for, in order. */
  requested: string[];
  close(): Promise<void>;
}

export async function startSecretsStandin(secrets: Map<string, string>): Promise<SecretsStandin> {
  const requested: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const target = String(request.headers['x-amz-target'] ?? '');
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { SecretId?: string };
      const id = String(body.SecretId ?? '');
      requested.push(id);
      const value = target === 'secretsmanager.GetSecretValue' ? secrets.get(id) : undefined;
      response.setHeader('content-type', 'application/x-amz-json-1.1');
      if (value === undefined) {
        response.statusCode = 400;
        const type =
          target === 'secretsmanager.GetSecretValue' ? 'ResourceNotFoundException' : 'InvalidAction';
        response.end(JSON.stringify({ __type: type, message: `No secret ${id} for ${target}` }));
        return;
      }
      response.end(JSON.stringify({ ARN: id, Name: id, SecretString: value, VersionId: 'parity' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    requested,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
