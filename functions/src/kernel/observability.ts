/**
 * Metrics and traces of the functions, beside the logger (log.ts). Metrics go out as CloudWatch
 * embedded-metric JSON lines, once per invocation (`observed` publishes them), in the namespace
 * POWERTOOLS_METRICS_NAMESPACE with the function's service as dimension; traces go to X-Ray
 * (every function has active tracing, infra/lib/constructs/product-function.ts), with each AWS
 * SDK client captured so its calls show as subsegments. Outside Lambda the tracer is off by
 * itself, and POWERTOOLS_DEV (set by the local stack) turns metrics off, so nothing here
 * writes on the laptop.
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { Tracer } from '@aws-lambda-powertools/tracer';
import type { Context } from 'aws-lambda';
import { logInvocation } from './log';

const serviceName = process.env.POWERTOOLS_SERVICE_NAME || 'classpulse';

export const metrics = new Metrics({
  namespace: process.env.POWERTOOLS_METRICS_NAMESPACE || 'ClassPulse',
  serviceName,
});

export const tracer = new Tracer({ serviceName });

/** The product's own counts (docs/deploy.md "Metrics"). */
export type CountMetric =
  | 'AnswersStored'
  | 'PressesRejected'
  | 'DeviceMessagesDeadLettered'
  | 'DeviceMessagesRetried'
  | 'ExportsWritten'
  | 'ExportsFailed'
  | 'ProvisioningRefused';

/** Adds to a count of this invocation; published when the invocation ends. */
export function countMetric(name: CountMetric, value: number): void {
  if (value > 0) metrics.addMetric(name, MetricUnit.Count, value);
}

/** An AWS SDK v3 client whose calls are traced (unchanged where tracing is off). */
export function traced<Client>(client: Client): Client {
  return tracer.captureAWSv3Client(client);
}

/**
 * A Lambda handler with the request and correlation ids on its log lines (log.ts
 * `logInvocation`), a `## name` trace subsegment around it
 * (its error recorded there), and its metrics published when it ends, even when it fails.
 */
export function observed<Event, Rest extends unknown[], Result>(
  name: string,
  handler: (event: Event, ...rest: Rest) => Promise<Result> | Result,
): (event: Event, ...rest: Rest) => Promise<Result> {
  return async (event, ...rest) => {
    // Lambda passes its context second; the local stack may pass none.
    logInvocation(event, rest[0] as Context | undefined);
    const parent = tracer.isTracingEnabled() ? tracer.getSegment() : undefined;
    const segment = parent?.addNewSubsegment(`## ${name}`);
    if (segment) tracer.setSegment(segment);
    tracer.annotateColdStart();
    try {
      return await handler(event, ...rest);
    } catch (error) {
      if (segment) tracer.addErrorAsMetadata(error as Error);
      throw error;
    } finally {
      segment?.close();
      if (parent) tracer.setSegment(parent);
      if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
    }
  };
}
