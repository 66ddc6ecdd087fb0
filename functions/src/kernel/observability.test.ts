import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logInfo } from './log';
import { linesOf } from './log-lines.fixtures';
import { countMetric, metrics, observed } from './observability';

afterEach(() => {
  vi.restoreAllMocks();
  metrics.clearMetrics();
});

describe('observed handlers', () => {
  it('publishes the counts of an invocation once it ends, and passes its answer on', async () => {
    // Prepare
    const published = vi.spyOn(metrics, 'publishStoredMetrics');
    const handler = observed('test', async (event: { n: number }) => {
      countMetric('AnswersStored', event.n);
      return event.n * 2;
    });

    // Act
    const answer = await handler({ n: 3 });

    // Assess
    expect(answer).toBe(6);
    expect(published).toHaveBeenCalledTimes(1);
    expect(metrics.hasStoredMetrics()).toBe(false);
  });

  it('still publishes the counts when the invocation fails, and lets the failure through', async () => {
    // Prepare
    const published = vi.spyOn(metrics, 'publishStoredMetrics');
    const handler = observed('test', async () => {
      countMetric('DeviceMessagesRetried', 1);
      throw new Error('store down');
    });

    // Act / Assess
    await expect(handler(undefined)).rejects.toThrow('store down');
    expect(published).toHaveBeenCalledTimes(1);
  });

  it("logs under the invocation's request id and its event's correlation id", async () => {
    // Prepare: an EventBridge event, as the file processor gets
    const handler = observed(
      'test',
      async (_event: { 'detail-type': string; id: string }, _context: Context) =>
        logInfo('Upload processed', {}),
    );
    const context = { awsRequestId: 'lambda-request-7', functionName: 'test' } as Context;

    // Act
    const lines = await linesOf(() => handler({ 'detail-type': 'Object Created', id: 'event-7' }, context));

    // Assess
    expect(lines).toEqual([
      expect.objectContaining({
        message: 'Upload processed',
        function_request_id: 'lambda-request-7',
        correlation_id: 'event-7',
      }),
    ]);
  });

  it('does not count zero, so an idle batch publishes nothing', async () => {
    // Prepare
    const published = vi.spyOn(metrics, 'publishStoredMetrics');

    // Act
    await observed('test', async () => countMetric('PressesRejected', 0))(undefined);

    // Assess
    expect(published).not.toHaveBeenCalled();
  });
});
