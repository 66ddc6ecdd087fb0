/**
 * Routes an AppSync resolver event to its field resolver, after the policy module has said yes.
 * Every failure becomes the `{ __error }` envelope (see ./envelope.ts); unexpected errors are
 * logged here and reach the client only as "Internal error".
 */
import { AppSyncGraphQLResolver } from '@aws-lambda-powertools/event-handler/appsync-graphql';
import { Logger } from '@aws-lambda-powertools/logger';
import type { AppSyncResolverEvent, Context } from 'aws-lambda';
import { ZodError } from 'zod';
import { resolverServices } from '../app/resolver-root';
import { callerFromIdentity } from '../auth/caller';
import { authorize } from '../auth/policy';
import { EntityMissingError } from '../data/entities';
import { clientKey } from '../domain/remote/join-limits';
import { AppError, ERROR_CODES } from '../kernel/errors';
import type { ResolverErrorEnvelope } from './envelope';
import type { FieldResolver, FieldResolvers } from './field';
import { answerResolvers } from './resolvers/answers';
import { authResolvers } from './resolvers/auth';
import { catalogResolvers } from './resolvers/catalog';
import { fleetResolvers } from './resolvers/fleet';
import { noticeResolvers } from './resolvers/notices';
import { organisationResolvers } from './resolvers/organisation';
import { questionResolvers } from './resolvers/questions';
import { remoteResolvers } from './resolvers/remote';
import { resultResolvers } from './resolvers/results';
import { rulesEngineResolvers } from './resolvers/rules-engine';
import { scannerEventResolvers } from './resolvers/scanner-events';
import { scannerRegisterResolvers } from './resolvers/scanner-register';
import { sessionResolvers } from './resolvers/sessions';
import { systemDataResolvers } from './resolvers/system-data';
import { userResolvers } from './resolvers/users';

export const fieldResolvers: FieldResolvers = {
  ...authResolvers,
  ...noticeResolvers,
  ...organisationResolvers,
  ...userResolvers,
  ...fleetResolvers,
  ...catalogResolvers,
  ...questionResolvers,
  ...sessionResolvers,
  ...answerResolvers,
  ...remoteResolvers,
  ...scannerEventResolvers,
  ...scannerRegisterResolvers,
  ...resultResolvers,
  ...rulesEngineResolvers,
  ...systemDataResolvers,
};

const logger = new Logger({ serviceName: 'graphql' });

function envelope(error: unknown): ResolverErrorEnvelope {
  if (error instanceof AppError) {
    return { __error: { errorType: error.code, message: error.message, errorInfo: error.info } };
  }
  if (error instanceof EntityMissingError) {
    return {
      __error: {
        errorType: ERROR_CODES.NOT_FOUND,
        message: 'Not found, or changed meanwhile: reload and try again.',
        errorInfo: { key: 'NOT_FOUND_OR_CHANGED' },
      },
    };
  }
  // An id too long for a DynamoDB key (a query argument no rule reads) is bad input, not a fault.
  if (error instanceof Error && error.name === 'ValidationException' && /key/i.test(error.message)) {
    return {
      __error: {
        errorType: ERROR_CODES.BAD_REQUEST,
        message: 'An id is not valid.',
        errorInfo: { key: 'INVALID_ID' },
      },
    };
  }
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    return {
      __error: {
        errorType: ERROR_CODES.BAD_REQUEST,
        message: issue ? `${issue.path.join('.') || 'input'}: ${issue.message}` : 'Invalid input.',
        errorInfo: { key: 'INVALID_INPUT', field: issue?.path.join('.') ?? null },
      },
    };
  }
  logger.error('Resolver failed', error as Error);
  return { __error: { errorType: ERROR_CODES.INTERNAL, message: 'Internal error' } };
}

function guarded(field: string, resolve: FieldResolver) {
  return async (
    args: Record<string, unknown>,
    { event }: { event: AppSyncResolverEvent<Record<string, unknown>> },
  ) => {
    try {
      const caller = callerFromIdentity(event.identity);
      const context = {
        caller,
        services: await resolverServices(),
        client: clientKey(event.request?.headers),
      };
      await authorize(field, caller, args, context.services.directory);
      return await resolve(args, context);
    } catch (error) {
      return envelope(error);
    }
  };
}

const app = new AppSyncGraphQLResolver({ logger });
for (const [field, resolve] of Object.entries(fieldResolvers)) {
  const [typeName, fieldName] = field.split('.');
  if (!typeName || !fieldName) throw new Error(`Bad resolver key ${field}`);
  app.resolver(guarded(field, resolve), { typeName, fieldName });
}

export function resolveGraphql(event: AppSyncResolverEvent<Record<string, unknown>>, context: Context) {
  return app.resolve(event, context);
}
