/** The token signing key: from the environment locally, from Secrets Manager (mocked client) in AWS. */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import type { FunctionEnv } from '../config/env';
import { tokenSecret } from './auth-parts';

const secrets = mockClient(SecretsManagerClient);
const ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:classpulse-dev-token';
const KEY = 'k'.repeat(48);

afterEach(() => secrets.reset());

describe('tokenSecret', () => {
  it('reads the secret named by TOKEN_SECRET_ARN once', async () => {
    // Prepare
    secrets.on(GetSecretValueCommand, { SecretId: ARN }).resolves({ SecretString: KEY });

    // Act
    const secret = await tokenSecret({ TOKEN_SECRET_ARN: ARN } as FunctionEnv);

    // Assess
    expect(secret).toBe(KEY);
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it('takes the local key from the environment without calling Secrets Manager', async () => {
    expect(await tokenSecret({ TOKEN_SECRET: KEY } as FunctionEnv)).toBe(KEY);
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(0);
  });

  it('refuses a missing or short secret rather than signing tokens with it', async () => {
    // Prepare
    secrets.on(GetSecretValueCommand).resolves({ SecretString: 'short' });

    // Act / Assess
    await expect(tokenSecret({ TOKEN_SECRET_ARN: ARN } as FunctionEnv)).rejects.toThrow('missing or short');
  });
});
