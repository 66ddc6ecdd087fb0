/**
 * The custom resource behind `cdk deploy -c distributor=TITLE -c adminUid=UID` (docs/deploy.md
 * "Distributor provisioning"), run by the CDK provider framework: creates the distributor record
 * and its first administrator. The password is read from the Secrets Manager secret the stack
 * generated and only its hash is stored; neither it nor the secret appears in a log or a response.
 * Deleting the resource keeps the records: they are the distributor's data, not infrastructure.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { z } from 'zod';
import { hashPassword } from '../auth/password';
import { functionEnv } from '../config/env';
import { dynamo } from '../data/client';
import { EntityRepository } from '../data/entities';
import type { DistRecord } from '../data/records';
import { UserStore } from '../data/users';
import { logInfo } from '../kernel/log';
import { observed } from '../kernel/observability';
import { type ProvisionStore, provisionDistributor } from '../provisioning/distributor';

const propertiesSchema = z.object({
  DistributorId: z.string().min(1),
  Title: z.string().min(1).max(200),
  AdminUid: z.string().min(1).max(64),
  AdminSecretArn: z.string().min(1),
});

const adminSecretSchema = z.object({ uid: z.string(), password: z.string().min(12) });

interface ProviderResponse {
  PhysicalResourceId: string;
  Data?: Record<string, string>;
}

async function readPassword(secretArn: string): Promise<string> {
  const result = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: secretArn }));
  const parsed = adminSecretSchema.safeParse(JSON.parse(result.SecretString ?? '{}'));
  // The message names the secret, never its content.
  if (!parsed.success) throw new Error(`Secret ${secretArn} has no usable password field`);
  return parsed.data.password;
}

function tableStore(): ProvisionStore {
  const table = { client: dynamo(), tableName: functionEnv().TABLE_NAME };
  const entities = new EntityRepository(table);
  const users = new UserStore(table);
  return {
    getDist: (id) => entities.get<DistRecord>('DIST', id),
    createDist: async (dist) => void (await entities.create('DIST', dist)),
    updateDistTitle: async (id, title) =>
      void (await entities.update('DIST', id, { title, updatedAt: new Date().toISOString() })),
    getUserByUid: (uid) => users.getByUid(uid),
    createUser: async (user) => void (await users.create(user)),
  };
}

export const handler = observed('provision-distributor', provision);

async function provision(event: CloudFormationCustomResourceEvent): Promise<ProviderResponse> {
  const properties = propertiesSchema.parse(event.ResourceProperties);
  if (event.RequestType === 'Delete') return { PhysicalResourceId: event.PhysicalResourceId };

  const result = await provisionDistributor(
    { distId: properties.DistributorId, title: properties.Title, adminUid: properties.AdminUid },
    tableStore(),
    async () => hashPassword(await readPassword(properties.AdminSecretArn)),
  );
  logInfo('Distributor provisioned', {
    distId: result.distId,
    adminUid: properties.AdminUid,
    adminCreated: result.adminCreated,
  });
  return {
    PhysicalResourceId: result.distId,
    Data: { DistributorId: result.distId, AdminId: result.adminId },
  };
}
