/**
 * The authorizer function's composition root: only what checks a token (auth-parts.ts), so its
 * bundle carries no resolver, consumer or image code (docs/deploy.md "One root per function").
 */
import type { AuthorizerServices } from '../auth/authorizer';
import { authParts } from './auth-parts';
import { dataParts } from './data-parts';
import { once } from './once';

export const authorizerServices: () => Promise<AuthorizerServices> = once(async () => authParts(dataParts()));
