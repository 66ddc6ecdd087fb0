/**
 * The file processor Lambda: the files bucket's "Object Created" event for a key under `pending/`
 * (EventBridge, rule in api-stack.ts; locally raised by the gateway after a checked POST,
 * infra/local/presigned-post.ts) -> domain/files/upload-processing.ts. A thrown error makes Lambda
 * retry the event (asynchronous invocation); a refused file is an outcome, not an error.
 */
import type { Context, S3ObjectCreatedNotificationEvent } from 'aws-lambda';
import { uploadProcessor } from '../app/file-processor-root';
import type { ProcessOutcome, UploadProcessor } from '../domain/files/upload-processing';
import { logger } from '../kernel/log';
import { observed } from '../kernel/observability';

export function createFileProcessorHandler(processor?: UploadProcessor) {
  return async (
    event: S3ObjectCreatedNotificationEvent,
    _context?: Context,
  ): Promise<{ outcome: ProcessOutcome }> => {
    const ready = processor ?? (await uploadProcessor());
    const key = event.detail.object.key;
    const outcome = await ready.process(key);
    logger.info('Upload processed', { key, outcome });
    return { outcome };
  };
}

export const handler = observed('file-processor', createFileProcessorHandler());
