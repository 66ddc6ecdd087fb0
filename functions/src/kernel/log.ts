/**
 * The one logger of the back end: Powertools' Logger, which writes one JSON line per entry with
 * its level, the service and, once a handler has called `logger.addContext(context)`, the Lambda
 * request id, so CloudWatch Logs Insights can filter and join them. Services take the small
 * `LogFn` shape below (easy to give a test a list), and the roots hand them `logError` or
 * `logInfo`; nothing in the functions writes with console.* (the level and the fields would be
 * lost in a plain text line). The service name comes from POWERTOOLS_SERVICE_NAME when a
 * function sets it, else 'classpulse'.
 */
import { Logger } from '@aws-lambda-powertools/logger';

export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME || 'classpulse' });

/** What a service writes: a message and the ids that explain it (never secrets or bodies). */
export type LogFn = (message: string, details: Record<string, unknown>) => void;

export const logError: LogFn = (message, details) => logger.error(message, details);
export const logInfo: LogFn = (message, details) => logger.info(message, details);
