/**
 * Parity with the assembly (docs/local-stack.md): every Lambda function of a whole stage's
 * templates, loaded from its own bundle in a fresh process with only its template environment
 * (intrinsics resolved to this local stack) plus credentials and endpoint overrides, answers a
 * representative event of its trigger. The local stack calls the handler modules in-process, from
 * source, with the union of the served functions' template environments (infra/local/wiring);
 * this is what catches a variable one function's own template does not set or a module its
 * bundle does not carry.
 */
import { randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, assert, beforeAll, describe, expect, inject, it } from 'vitest';
import { s3Client } from '../../functions/src/data/files-bucket';
import { PATHS } from '../../infra/lib/paths';
import { tokenSecret } from '../../infra/local/config';
import { LOCAL_BUCKETS } from '../../infra/local/object-store';
import { objectCreatedEvent } from '../../infra/local/presigned-post';
import {
  handlerName,
  PARITY_STAGE,
  type StageAssembly,
  synthesizeStage,
  type TemplateFunction,
} from '../../infra/local/wiring/assembly';
import { TemplateValues } from '../../infra/local/wiring/resolve-env';
import { signin } from '../support/graphql';
import { type AppsyncStandin, startAppsyncStandin } from '../support/parity/appsync-standin';
import { functionBundle } from '../support/parity/bundles';
import {
  appsyncAuthorizerEvent,
  appsyncResolverEvent,
  customResourceCreate,
  httpApiEvent,
  preProvisioningEvent,
  scannerStatusEnvelope,
  scheduledEvent,
  sqsBatch,
} from '../support/parity/events';
import { type Invocation, invokeBundle } from '../support/parity/invoke';
import { type SecretsStandin, startSecretsStandin } from '../support/parity/secrets-standin';

const stack = inject('stack');
const ACCOUNT = '000000000000';
// No representative event sends to a queue or publishes to IoT; these addresses refuse connections.
const UNUSED_ENDPOINT = 'http://127.0.0.1:9';
/** The functions the tests below invoke, by handler module: a function added to a stack needs its case. */
const INVOKED = [
  'api-key-renewer',
  'authorizer',
  'device-messages',
  'export-worker',
  'file-http',
  'file-processor',
  'graphql',
  'provision-distributor',
  'provisioning-hook',
];
// A cold start on a busy machine takes seconds; some tests start the same bundle more than once.
const COLD_STARTS_TIMEOUT = 120_000;

let assembly: StageAssembly;
let values: TemplateValues;
let secrets: SecretsStandin;
let appsync: AppsyncStandin;
const bundles = new Map<string, string>();

function secretArn(logicalId: string): string {
  return `arn:aws:secretsmanager:${stack.region}:${ACCOUNT}:secret:${logicalId}`;
}

/** What Secrets Manager would hold: a generated JSON secret from its template, else the signing key. */
function secretValues(stage: StageAssembly): Map<string, string> {
  const byArn = new Map<string, string>();
  for (const template of stage.templates.values()) {
    for (const [logicalId, resource] of Object.entries(template.Resources)) {
      if (resource.Type !== 'AWS::SecretsManager::Secret') continue;
      const generate = resource.Properties?.GenerateSecretString as
        | { SecretStringTemplate?: string; GenerateStringKey?: string }
        | undefined;
      const value = generate?.SecretStringTemplate
        ? JSON.stringify({
            ...JSON.parse(generate.SecretStringTemplate),
            [generate.GenerateStringKey ?? 'password']: 'parity-Password-2026',
          })
        : tokenSecret(stack.dataDir);
      byArn.set(secretArn(logicalId), value);
    }
  }
  return byArn;
}

function only(name: string): TemplateFunction {
  const matching = assembly.functions.filter((fn) => handlerName(fn) === name);
  if (matching.length !== 1) throw new Error(`${matching.length} functions of ${name} in the assembly`);
  return matching[0] as TemplateFunction;
}

/** The template's environment with the local values, and what the runtime or this machine adds. */
function runtimeEnvironment(fn: TemplateFunction): Record<string, string> {
  return {
    ...values.environment(fn.stackName, fn.environment),
    AWS_REGION: stack.region,
    // DynamoDB Local runs with -sharedDb: any key sees the same table.
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_ENDPOINT_URL_DYNAMODB: stack.dynamoEndpoint,
    AWS_ENDPOINT_URL_SECRETS_MANAGER: secrets.endpoint,
    AWS_ENDPOINT_URL_APPSYNC: appsync.endpoint,
    // The files bucket's client takes its endpoint here (path-style, which s3rver needs).
    FILES_S3_ENDPOINT: stack.s3Endpoint,
  };
}

async function invoke(name: string, event: unknown): Promise<Invocation> {
  const fn = only(name);
  const bundleDir = bundles.get(fn.entry);
  if (!bundleDir) throw new Error(`No bundle for ${fn.entry}`);
  return invokeBundle({ bundleDir, handler: fn.handler, environment: runtimeEnvironment(fn), event });
}

/** A resolver's answer for an unexpected error (appsync/router.ts), such as a bad environment. */
function isInternalFailure(answer: unknown): boolean {
  const error = (answer as { __error?: { errorType?: unknown } } | null)?.__error;
  return error?.errorType === 'InternalFailure';
}

/** The handler's answer; a load, configuration or unexpected failure fails with what the function logged. */
function answerOf({ outcome, output }: Invocation): unknown {
  const log = output.slice(-4000);
  if (outcome.kind === 'error') {
    const code = outcome.code ? ` (${outcome.code})` : '';
    return assert.fail(`${outcome.phase} failed: ${outcome.name}${code}: ${outcome.message}\n${log}`);
  }
  if (isInternalFailure(outcome.answer)) return assert.fail(`the resolver answered Internal error:\n${log}`);
  return outcome.answer;
}

beforeAll(async () => {
  assembly = synthesizeStage();
  values = new TemplateValues(assembly.templates, {
    region: stack.region,
    accountId: ACCOUNT,
    tableName: stack.tableName,
    bucketName: LOCAL_BUCKETS.files,
    graphqlUrl: stack.graphqlUrl,
    iotDataHost: UNUSED_ENDPOINT.replace('http://', ''),
    secretArn,
    queueUrl: (logicalId) => `${UNUSED_ENDPOINT}/${ACCOUNT}/${logicalId}`,
  });
  secrets = await startSecretsStandin(secretValues(assembly));
  appsync = await startAppsyncStandin();
  for (const entry of new Set(assembly.functions.map((fn) => fn.entry))) {
    bundles.set(entry, await functionBundle(basename(entry, '.ts'), entry));
  }
}, 600_000);

afterAll(async () => {
  await secrets?.close();
  await appsync?.close();
});

describe('the stage assembly', () => {
  it('deploys every handler module, on the Lambda runtime the bundles target', () => {
    const handlers = Object.entries(PATHS)
      .filter(([key]) => key.endsWith('Handler'))
      .map(([, entry]) => entry);

    const deployed = new Set(assembly.functions.map((fn) => fn.entry));

    expect([...deployed].sort()).toEqual([...handlers].sort());
    expect(assembly.functions.map(handlerName).sort()).toEqual(INVOKED);
    expect(new Set(assembly.functions.map((fn) => fn.runtime))).toEqual(new Set(['nodejs22.x']));
    expect(assembly.functions.every((fn) => fn.handler === 'index.handler')).toBe(true);
  });

  it('resolves every environment value of every function to a local value', () => {
    for (const fn of assembly.functions) {
      const environment = values.environment(fn.stackName, fn.environment);

      expect(Object.keys(environment).sort(), fn.id).toEqual(Object.keys(fn.environment).sort());
      expect(
        Object.values(environment).every((value) => value.length > 0),
        fn.id,
      ).toBe(true);
    }
  });
});

describe('each bundle in a fresh process with its template environment', {
  timeout: COLD_STARTS_TIMEOUT,
}, () => {
  it('the resolver answers Query.version with the template APP_VERSION', async () => {
    const fn = only('graphql');
    const expected = values.environment(fn.stackName, fn.environment).APP_VERSION;

    const answer = answerOf(await invoke('graphql', appsyncResolverEvent('Query', 'version', null)));

    expect(answer).toEqual({ version: expected });
  });

  it('the authorizer admits a session token signed with the key behind TOKEN_SECRET_ARN', async () => {
    const fn = only('authorizer');
    const secretId = values.environment(fn.stackName, fn.environment).TOKEN_SECRET_ARN;
    const token = await signin('teacher', 'demo1234');

    const admitted = answerOf(await invoke('authorizer', appsyncAuthorizerEvent(token)));
    const refused = answerOf(await invoke('authorizer', appsyncAuthorizerEvent('Bearer not-a-token')));

    expect(admitted).toMatchObject({ isAuthorized: true, resolverContext: { userId: expect.any(String) } });
    expect(refused).toMatchObject({ isAuthorized: false });
    expect(secrets.requested).toContain(secretId);
  });

  it('the resolver answers Query.me for the identity its authorizer gave, and refuses a call without one', async () => {
    const token = await signin('teacher', 'demo1234');
    const authorized = answerOf(await invoke('authorizer', appsyncAuthorizerEvent(token))) as {
      resolverContext: Record<string, string>;
    };
    const identity = { resolverContext: authorized.resolverContext };

    const me = answerOf(await invoke('graphql', appsyncResolverEvent('Query', 'me', identity, ['uid'])));
    const anonymous = answerOf(await invoke('graphql', appsyncResolverEvent('Query', 'me', null, ['uid'])));

    expect(me).toMatchObject({ uid: 'teacher' });
    expect(anonymous).toMatchObject({ __error: { errorType: 'Unauthorized' } });
  });

  it('the file function answers a missing file with 404 and an unsigned upload with 401', async () => {
    const read = answerOf(await invoke('file-http', httpApiEvent('GET', '/files/parity/missing.png')));
    const upload = answerOf(
      await invoke('file-http', httpApiEvent('POST', '/api/v3/file', { 'content-type': 'image/png' })),
    );

    expect(read).toMatchObject({ statusCode: 404 });
    expect(upload).toMatchObject({ statusCode: 401 });
  });

  it('the file processor turns a posted image under pending/ into its file, with sharp loaded beside its bundle', async () => {
    const client = s3Client(stack.s3Endpoint);
    const id = randomUUID();
    const pending = `pending/parity/${id}`;
    const png = await sharp({ create: { width: 5000, height: 50, channels: 3, background: '#3080c0' } })
      .png()
      .toBuffer();
    await client.send(
      new PutObjectCommand({
        Bucket: LOCAL_BUCKETS.files,
        Key: pending,
        Body: png,
        ContentType: 'image/png',
        Metadata: { user: 'parity-user', site: '', name: 'wide.png' },
      }),
    );

    const invocation = await invoke(
      'file-processor',
      objectCreatedEvent(LOCAL_BUCKETS.files, pending, png.length, stack.region),
    );
    const answer = answerOf(invocation);
    expect(answer, invocation.output.slice(-3000)).toEqual({ outcome: 'recorded' });
    const stored = await client.send(
      new GetObjectCommand({ Bucket: LOCAL_BUCKETS.files, Key: `parity/${id}.png` }),
    );
    const image = await sharp(Buffer.from(await (stored.Body?.transformToByteArray() ?? []))).metadata();

    expect(image.width).toBe(4096);
  });

  it('the answer consumer takes an SQS batch with a scanner status and fails no record', async () => {
    const event = sqsBatch(scannerStatusEnvelope(PARITY_STAGE, 'parity-scanner'));

    const answer = answerOf(await invoke('device-messages', event));

    expect(answer).toEqual({ batchItemFailures: [] });
  });

  it('the export worker takes an SQS batch for a job that no longer exists and fails no record', async () => {
    const event = sqsBatch(JSON.stringify({ jobId: 'parity-missing-job' }));

    const answer = answerOf(await invoke('export-worker', event));

    expect(answer).toEqual({ batchItemFailures: [] });
  });

  it('the API key renewer extends the key its template names by 364 days, signed for AppSync', async () => {
    // Prepare
    const fn = only('api-key-renewer');
    const environment = values.environment(fn.stackName, fn.environment);
    const before = Date.now() / 1000;

    // Act
    const answer = answerOf(await invoke('api-key-renewer', scheduledEvent())) as { daysLeft: number };

    // Assess
    expect(appsync.updates).toHaveLength(1);
    const [update] = appsync.updates;
    expect(update).toMatchObject({ apiId: environment.GRAPHQL_API_ID, keyId: environment.API_KEY_ID });
    expect(update?.scope).toMatch(new RegExp(`^\\d{8}/${stack.region}/appsync/aws4_request$`));
    expect((update?.expires ?? 0) - before).toBeGreaterThan(363 * 86_400);
    expect((update?.expires ?? 0) - before).toBeLessThanOrEqual(364 * 86_400);
    expect(answer.daysLeft).toBe(363);
  });

  it('the pre-provisioning hook refuses a scanner id the table does not know', async () => {
    const answer = answerOf(
      await invoke('provisioning-hook', preProvisioningEvent('parity-unknown-scanner')),
    );

    expect(answer).toEqual({ allowProvisioning: false });
  });

  it('the distributor provisioner creates the distributor its template resource describes', async () => {
    const fn = only('provision-distributor');
    const [resource] = Object.values(assembly.templates.get(fn.stackName)?.Resources ?? {}).filter(
      (candidate) => candidate.Type === 'Custom::ClassPulseDistributor',
    );
    const { ServiceToken: _, ...properties } = resource?.Properties ?? {};
    const resolved = values.environment(fn.stackName, properties);

    const answer = answerOf(
      await invoke('provision-distributor', customResourceCreate('Custom::ClassPulseDistributor', resolved)),
    );

    expect(answer).toMatchObject({
      PhysicalResourceId: resolved.DistributorId,
      Data: { DistributorId: resolved.DistributorId, AdminId: expect.any(String) },
    });
  });
});
