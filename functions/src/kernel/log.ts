/**
 * The one logger of the back end: Powertools' Logger, which writes one JSON line per entry with
 * its level, the service and, once `logInvocation` has run for the invocation (observability.ts
 * `observed` calls it), the Lambda request id and the request's correlation id, so CloudWatch Logs
 * Insights can filter and join them. Services take the small `LogFn` shape below (easy to give a
 * test a list), and the roots hand them `logError` or `logInfo`; nothing in the functions writes
 * with console.* (the level and the fields would be lost in a plain text line). The service name
 * comes from POWERTOOLS_SERVICE_NAME when a function sets it, else 'classpulse'.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';

export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME || 'classpulse' });

/** What a service writes: a message and the ids that explain it (never secrets or bodies). */
export type LogFn = (message: string, details: Record<string, unknown>) => void;

export const logError: LogFn = (message, details) => logger.error(message, details);
export const logWarn: LogFn = (message, details) => logger.warn(message, details);
export const logInfo: LogFn = (message, details) => logger.info(message, details);

/** Powertools' own key for it (`setCorrelationId`), so its documented queries apply. */
const CORRELATION_KEY = 'correlation_id';

const fieldsOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/**
 * The id that follows this invocation's request or message outside the function, read where
 * Powertools' `correlationPaths` read it (without its JMESPath package, for five fixed paths):
 * - the AppSync authorizer and the file routes' HTTP API: the service's `requestContext.requestId`;
 * - an AppSync resolver: the X-Ray trace id AppSync passes in `request.headers`, which names the
 *   request's trace;
 * - an SQS batch of one message (Lambda's batch size for both queues): its message id, which the
 *   consumer's dead-letter and retry lines and the partial batch failure name too; a larger batch
 *   (the local stack's) has no one id, and its lines name each record;
 * - EventBridge (the file processor's "Object Created"): the event id;
 * - a CloudFormation custom resource (the distributor provisioner): its `RequestId`.
 * The IoT pre-provisioning hook's event has no request id; its lines name the certificate.
 */
export function correlationIdOf(event: unknown): string | undefined {
  const fields = fieldsOf(event);
  const requestId = text(fieldsOf(fields.requestContext).requestId);
  if (requestId) return requestId;
  const traceId = text(fieldsOf(fieldsOf(fields.request).headers)['x-amzn-trace-id']);
  if (traceId) return traceId;
  if (Array.isArray(fields.Records))
    return fields.Records.length === 1 ? text(fieldsOf(fields.Records[0]).messageId) : undefined;
  if (text(fields['detail-type'])) return text(fields.id);
  return text(fields.RequestId);
}

/**
 * Puts this invocation's ids on every line it logs: the Lambda request id (when Lambda, or the
 * local stack, passes a context) and the correlation id, or none, so a warm instance never shows
 * the previous invocation's. The logger is one per process: Lambda runs one invocation at a time
 * in it, the local stack several at once, whose lines may show each other's ids.
 */
export function logInvocation(event: unknown, context: Context | undefined): void {
  if (context?.awsRequestId) logger.addContext(context);
  const correlationId = correlationIdOf(event);
  if (correlationId) logger.setCorrelationId(correlationId);
  else logger.removeKeys([CORRELATION_KEY]);
}
