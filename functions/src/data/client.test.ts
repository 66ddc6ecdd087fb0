import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { HttpRequest } from '@smithy/types';
import { describe, expect, it } from 'vitest';
import { createDocumentClient, isLocalEndpoint } from './client';

/** The Authorization header of the request the client would send to `endpoint`. */
async function authorizationFor(endpoint: string): Promise<string> {
  let sent: HttpRequest | undefined;
  const client = createDocumentClient({
    endpoint,
    region: 'eu-west-1',
    credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
    maxAttempts: 1,
    requestHandler: {
      handle: async (request: HttpRequest) => {
        sent = request;
        throw new Error('not sent');
      },
    },
  });
  await expect(
    client.send(new GetCommand({ TableName: 'table', Key: { pk: 'a', sk: 'b' } })),
  ).rejects.toThrow('not sent');
  return String(sent?.headers.authorization);
}

describe('createDocumentClient', () => {
  it('tells a DynamoDB Local endpoint on this machine from any other', () => {
    expect(isLocalEndpoint('http://127.0.0.1:8000')).toBe(true);
    expect(isLocalEndpoint('http://localhost:4566')).toBe(true);
    expect(isLocalEndpoint('https://dynamodb.eu-west-1.amazonaws.com')).toBe(false);
    expect(isLocalEndpoint(undefined)).toBe(false);
    expect(isLocalEndpoint('not a url')).toBe(false);
  });

  it('signs requests to DynamoDB, and sends only the access key to DynamoDB Local', async () => {
    const signed = await authorizationFor('https://dynamodb.eu-west-1.amazonaws.com');
    const local = await authorizationFor('http://127.0.0.1:8000');

    expect(signed).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/dynamodb\/aws4_request/,
    );
    expect(signed).toMatch(/Signature=[0-9a-f]{64}$/);
    expect(local).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\//);
    expect(local).toContain('Signature=unsigned');
    expect(local).not.toContain('secret');
  });

  it('leaves out the SDK logger middleware', () => {
    const client = createDocumentClient({ region: 'eu-west-1' });
    expect(client.middlewareStack.identify().join('\n')).not.toContain('loggerMiddleware');
  });
});
