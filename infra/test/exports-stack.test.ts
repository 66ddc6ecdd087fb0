/**
 * The Excel exports in AWS (docs/exports.md): the worker consumes the export queue one request at
 * a time with partial batch failures, writes only under exports/, and the API's resolver is given
 * the queue's URL and the right to send to it.
 */
import { EXPORT_MAX_RECEIVES } from '@classpulse/functions/exports/job';
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_WORKER_TIMEOUT } from '../lib/stacks/exports-stack.ts';
import { type Synthesized, synthesize } from './synth.ts';

describe('exports stack (dev stage)', () => {
  let dev: Synthesized;

  beforeAll(() => {
    dev = synthesize('dev');
  }, 60_000);

  it('runs the worker on the export queue, one request per call, reporting failed items', () => {
    dev.exports.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    dev.exports.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('Excel workbooks'),
      Timeout: EXPORT_WORKER_TIMEOUT.toSeconds(),
    });
  });

  it('dead-letters a request after the receives the worker counts as its last', () => {
    dev.exports.hasResourceProperties('AWS::SQS::Queue', {
      RedrivePolicy: Match.objectLike({ maxReceiveCount: EXPORT_MAX_RECEIVES }),
    });
  });

  it('lets the worker write only under exports/ of the files bucket', () => {
    const policies = dev.exports.findResources('AWS::IAM::Policy');
    const s3 = Object.values(policies)
      .flatMap(
        (policy) =>
          policy.Properties.PolicyDocument.Statement as {
            Action: string[];
            Resource: unknown;
            Condition?: unknown;
          }[],
      )
      .filter((statement) => [statement.Action].flat().some((action) => action.startsWith('s3:')));
    const listing = s3.filter((statement) => [statement.Action].flat().includes('s3:ListBucket'));
    const objects = s3.filter((statement) => !listing.includes(statement));
    expect(objects.length).toBeGreaterThan(0);
    for (const statement of objects) {
      const resources = [statement.Resource].flat().map((resource) => JSON.stringify(resource));
      // Objects only under exports/ (a whole-bucket grant would end in "/*").
      for (const resource of resources) expect(resource).not.toContain('"/*"');
      expect(resources.some((resource) => resource.includes('/exports/*'))).toBe(true);
    }
    // Listing (a missing workbook is then 404, not 403) only under exports/ too.
    expect(listing.map((statement) => statement.Condition)).toEqual([
      { StringLike: { 's3:prefix': 'exports/*' } },
    ]);
  });

  it("gives the API's resolver the queue URL and the right to send to it", () => {
    dev.api.hasResourceProperties('AWS::Lambda::Function', {
      Description: Match.stringLikeRegexp('resolver for every'),
      Environment: { Variables: Match.objectLike({ EXPORTS_QUEUE_URL: Match.anyValue() }) },
    });
    const policies = JSON.stringify(dev.api.findResources('AWS::IAM::Policy'));
    expect(policies).toContain('sqs:SendMessage');
  });
});
