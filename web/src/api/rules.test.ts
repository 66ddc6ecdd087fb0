/** The console's reading of the rules engine's refusal to remove an action a thing uses (3002). */
import { describe, expect, it } from 'vitest';
import { adminErrorMessage } from './errors';

const known = () => true;

describe('removeAction refused with 3002', () => {
  it('reads as DELETE_THING_CONNECTED_ACTION_ERR, not the generic delete error', () => {
    const error = {
      errors: [{ errorType: '3002', errorInfo: { key: 'DELETE_THING_CONNECTED_ACTION_ERR' } }],
    };
    expect(adminErrorMessage(error, known, 'DELETE_ERR_MSG')).toEqual({
      key: 'DELETE_THING_CONNECTED_ACTION_ERR',
    });
  });

  it('leaves other codes to the fallback', () => {
    const error = { errors: [{ errorType: '3999', errorInfo: {} }] };
    expect(adminErrorMessage(error, known, 'DELETE_ERR_MSG')).toEqual({ key: 'DELETE_ERR_MSG' });
  });
});
