import { describe, expect, it } from 'vitest';
import { readApiError } from './apiError';

/** What Amplify throws for an HTTP refusal: a GraphQL error around the HTTP error it met. */
function httpRefusal(name: string, status: number) {
  const original = Object.assign(new Error('You are not authorized to make this call.'), {
    name,
    $metadata: { httpStatusCode: status },
  });
  return { data: {}, errors: [{ message: 'Unauthorized', originalError: original }] };
}

/** What Amplify's subscription observable errors with. */
const refusedSubscription = (message: string) => ({ errors: [{ message, path: undefined, extensions: {} }] });

describe('readApiError', () => {
  it("reads a resolver's error type and info", () => {
    const error = { errors: [{ message: 'no', errorType: 'BadRequest', errorInfo: { key: 'CLASS_ENDED' } }] };
    expect(readApiError(error)).toEqual({ code: 'BadRequest', info: { key: 'CLASS_ENDED' } });
  });

  it('reads a token refused over HTTP (401) by the type AppSync named in x-amzn-ErrorType', () => {
    expect(readApiError(httpRefusal('UnauthorizedException', 401))).toEqual({
      code: 'UnauthorizedException',
      info: {},
    });
  });

  it('reads a refused subscription, at the connection or at its start', () => {
    expect(readApiError(refusedSubscription('Connection failed: UnauthorizedException')).code).toBe(
      'UnauthorizedException',
    );
    const atStart = `Connection failed: ${JSON.stringify({
      errors: [{ errorType: 'UnauthorizedException', message: 'You are not authorized to make this call.' }],
    })}`;
    expect(readApiError(refusedSubscription(atStart)).code).toBe('UnauthorizedException');
    const forbidden = `Connection failed: ${JSON.stringify({ errors: [{ errorType: 'Forbidden', message: 'no' }] })}`;
    expect(readApiError(refusedSubscription(forbidden)).code).toBe('Forbidden');
  });

  it('gives no code to a network failure or an HTTP error without a type', () => {
    const network = {
      data: {},
      errors: [{ message: 'Failed to fetch', originalError: new TypeError('Failed to fetch') }],
    };
    expect(readApiError(network).code).toBeUndefined();
    expect(readApiError(httpRefusal('UnknownError', 502)).code).toBeUndefined();
    expect(readApiError(new TypeError('Failed to fetch')).code).toBeUndefined();
    expect(readApiError(refusedSubscription('Connection closed')).code).toBeUndefined();
  });
});
