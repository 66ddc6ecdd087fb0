/**
 * Lambda concurrency of a stage (docs/capacity.md "Concurrency"): the answer consumer holds what
 * its queue may run at once, the heavy background functions are capped, the export worker's
 * trigger has a cap, and the API functions share the account's pool. What a stage reserves
 * leaves room for several stages in an account of AWS's default 1,000.
 */
import { Stack } from 'aws-cdk-lib';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_CONCURRENCY,
  EXPORT_WORKER_MAX_CONCURRENCY,
  RESERVED_CONCURRENCY,
} from '../lib/concurrency.ts';
import { ProductFunction } from '../lib/constructs/product-function.ts';
import { type Synthesized, synthesize } from './synth.ts';

describe('concurrency (a distributor stage: acme)', () => {
  let acme: Synthesized;

  beforeAll(() => {
    acme = synthesize('acme', { throwaway: false });
  }, 120_000);

  const reservedOf = (fn: ProductFunction): unknown => {
    const stack = Stack.of(fn);
    const logicalId = stack.getLogicalId(fn.lambda.node.defaultChild as CfnFunction);
    const template = [acme.api, acme.devices, acme.exports].find((t) => t.toJSON().Resources[logicalId]);
    return template?.toJSON().Resources[logicalId].Properties.ReservedConcurrentExecutions;
  };

  it('reserves for the consumer and caps the background functions, as sized', () => {
    const { api, devices, exports } = acme.stacks;

    expect(reservedOf(devices.consumer)).toBe(RESERVED_CONCURRENCY.answerConsumer);
    expect(reservedOf(exports.worker)).toBe(RESERVED_CONCURRENCY.exportWorker);
    expect(reservedOf(api.fileProcessor.function)).toBe(RESERVED_CONCURRENCY.fileProcessor);
    expect(reservedOf(devices.provisioning.hook)).toBe(RESERVED_CONCURRENCY.provisioningHook);
    expect(reservedOf(api.apiKeyRenewal.function)).toBe(RESERVED_CONCURRENCY.apiKeyRenewer);
  });

  it("leaves the API functions on the account's pool", () => {
    const { api } = acme.stacks;
    for (const fn of [api.authorizerFunction, api.resolverFunction, api.fileFunction])
      expect(reservedOf(fn), fn.node.id).toBeUndefined();
  });

  it("caps each queue's pollers at what its function holds", () => {
    const mappings = [acme.devices, acme.exports].flatMap((template) =>
      Object.values(template.findResources('AWS::Lambda::EventSourceMapping')),
    );
    const caps = mappings.map((mapping) => mapping.Properties.ScalingConfig?.MaximumConcurrency).sort();

    expect(caps).toEqual([RESERVED_CONCURRENCY.answerConsumer, EXPORT_WORKER_MAX_CONCURRENCY].sort());
  });

  it("reserves little enough that several stages fit an account's default pool", () => {
    const functions = acme.stacks.data.node.root.node.findAll().filter((c) => c instanceof ProductFunction);
    const reserved = functions.reduce((sum, fn) => sum + Number(reservedOf(fn) ?? 0), 0);

    // AWS keeps 100 unreserved; five stages of this size leave that and more in 1,000.
    expect(reserved).toBe(Object.values(RESERVED_CONCURRENCY).reduce((a, b) => a + b, 0));
    expect(5 * reserved + 100).toBeLessThanOrEqual(ACCOUNT_CONCURRENCY);
  });
});
