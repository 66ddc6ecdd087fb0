import { describe, expect, inject, it } from 'vitest';
import { LAMBDA_NODE_MAJOR } from '../../infra/local/lambda-node';

describe('the local stack under test', () => {
  it('runs the functions on the Lambda runtime’s Node major, whatever Node runs the tests', () => {
    // Prepare: the stack process reported the Node it ran on when it was ready.
    const { nodeVersion } = inject('stack');

    // Assess
    expect(nodeVersion.split('.')[0]).toBe(String(LAMBDA_NODE_MAJOR));
  });
});
