// The AppSync Lambda authorizer for bearer tokens (AWS_LAMBDA auth mode).
import type { AppSyncAuthorizerEvent } from 'aws-lambda';
import { services } from '../app/services';
import { authorizeToken } from '../auth/authorizer';

export const handler = async (event: AppSyncAuthorizerEvent) => authorizeToken(event, await services());
