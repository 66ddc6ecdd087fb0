/**
 * The DynamoDB document client, created once per process. Locally the endpoint comes from
 * AWS_ENDPOINT_URL_DYNAMODB (read by the SDK itself); the same requests go to DynamoDB Local as
 * to DynamoDB, only their signature differs (`localRequestAuth`).
 */
import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AwsCredentialIdentity, HttpRequest, HttpSigner } from '@smithy/types';
import { traced } from '../kernel/observability';

let documentClient: DynamoDBDocumentClient | undefined;

/** Whether `endpoint` is a DynamoDB Local on this machine (never true in AWS, which sets none). */
export function isLocalEndpoint(endpoint: string | undefined): boolean {
  if (!endpoint) return false;
  try {
    return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(endpoint).hostname);
  } catch {
    return false;
  }
}

/**
 * DynamoDB Local reads the access key from the Authorization header (it must be present) but
 * never checks the signature, and SigV4 signing is about a quarter of the SDK's CPU time per
 * request: on a small machine running the whole stack, that is CPU the answer path needs
 * (docs/benchmarks.md "Answer ingest"). So against a local endpoint only, requests carry an
 * unsigned SigV4-shaped header with the access key instead of a signature.
 */
function localRequestAuth(): Pick<DynamoDBClientConfig, 'httpAuthSchemes'> {
  const signer: HttpSigner = {
    async sign(request: HttpRequest, identity): Promise<HttpRequest> {
      const { accessKeyId } = identity as AwsCredentialIdentity;
      request.headers.authorization = `AWS4-HMAC-SHA256 Credential=${accessKeyId}/19700101/local/dynamodb/aws4_request, SignedHeaders=host, Signature=unsigned`;
      return request;
    },
  };
  return {
    httpAuthSchemes: [
      {
        schemeId: 'aws.auth#sigv4',
        identityProvider: (config) => config.getIdentityProvider('aws.auth#sigv4'),
        signer,
      },
    ],
  };
}

/**
 * A document client for `config` (the default: the environment's). The SDK's logger middleware
 * goes: nothing here gives it a logger, yet it builds each request's log view (a few percent of
 * the CPU of a write).
 */
export function createDocumentClient(config: DynamoDBClientConfig = {}): DynamoDBDocumentClient {
  const endpoint =
    typeof config.endpoint === 'string' ? config.endpoint : process.env.AWS_ENDPOINT_URL_DYNAMODB;
  const client = traced(
    new DynamoDBClient({ ...config, ...(isLocalEndpoint(endpoint) ? localRequestAuth() : {}) }),
  );
  client.middlewareStack.remove('loggerMiddleware');
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
}

export function dynamo(): DynamoDBDocumentClient {
  documentClient ??= createDocumentClient();
  return documentClient;
}
