// The AppSync Lambda authorizer for bearer tokens (AWS_LAMBDA auth mode).
import type { AppSyncAuthorizerEvent } from 'aws-lambda';
import { authorizerServices } from '../app/authorizer-root';
import { authorizeToken } from '../auth/authorizer';
import { observed } from '../kernel/observability';

export const handler = observed('authorizer', async (event: AppSyncAuthorizerEvent) =>
  authorizeToken(event, await authorizerServices()),
);
