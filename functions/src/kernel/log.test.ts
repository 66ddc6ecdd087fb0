/** The back end's log lines are structured: one JSON object with level, message and details. */
import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { correlationIdOf, logError, logInfo, logInvocation } from './log';
import { linesOf } from './log-lines.fixtures';

afterEach(() => vi.restoreAllMocks());

const context = { awsRequestId: 'lambda-request-1', functionName: 'fn' } as Context;

describe('the back end log', () => {
  it('writes an error as one JSON line with its level, message, service and details', async () => {
    const lines = await linesOf(() =>
      logError('Device message failed', { messageId: 'm-1', scanner: 'SCN-1' }),
    );

    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'ERROR',
      message: 'Device message failed',
      service: 'classpulse',
      messageId: 'm-1',
      scanner: 'SCN-1',
    });
  });

  it('writes information at INFO', async () => {
    const lines = await linesOf(() => logInfo('Distributor provisioned', { distId: 'd-1' }));

    expect(lines[0]).toMatchObject({ level: 'INFO', message: 'Distributor provisioned', distId: 'd-1' });
  });
});

describe('the ids of an invocation', () => {
  it('puts the request id and the correlation id on every line the invocation writes', async () => {
    // Act
    const lines = await linesOf(() => {
      logInvocation({ Records: [{ messageId: 'sqs-message-1', body: '{}' }] }, context);
      logInfo('Batch read', {});
      logError('Device message failed', { scanner: 'SCN-1' });
    });

    // Assess
    expect(lines).toHaveLength(2);
    for (const line of lines)
      expect(line).toMatchObject({
        function_request_id: 'lambda-request-1',
        correlation_id: 'sqs-message-1',
      });
  });

  it("drops the previous invocation's correlation id when the next event has none", async () => {
    // Act
    const lines = await linesOf(() => {
      logInvocation({ requestContext: { requestId: 'appsync-request-1' } }, context);
      logInfo('First', {});
      logInvocation({ parameters: { Scid: 'SCN-1' } }, context);
      logInfo('Second', {});
    });

    // Assess
    expect(lines[0]?.correlation_id).toBe('appsync-request-1');
    expect(lines[1]).not.toHaveProperty('correlation_id');
  });

  it('reads the id each trigger carries, and none from a batch of several messages', () => {
    const trace = 'Root=1-67891233-abcdef012345678912345678';

    expect(correlationIdOf({ requestContext: { requestId: 'appsync-or-http-1' } })).toBe('appsync-or-http-1');
    expect(correlationIdOf({ request: { headers: { 'x-amzn-trace-id': trace } }, info: {} })).toBe(trace);
    expect(correlationIdOf({ Records: [{ messageId: 'm-1' }] })).toBe('m-1');
    expect(correlationIdOf({ Records: [{ messageId: 'm-1' }, { messageId: 'm-2' }] })).toBeUndefined();
    expect(correlationIdOf({ 'detail-type': 'Object Created', id: 'event-1', detail: {} })).toBe('event-1');
    expect(correlationIdOf({ RequestType: 'Create', RequestId: 'cfn-1' })).toBe('cfn-1');
    expect(correlationIdOf({ parameters: { Scid: 'SCN-1' }, certificateId: 'c-1' })).toBeUndefined();
    expect(correlationIdOf(undefined)).toBeUndefined();
  });
});
