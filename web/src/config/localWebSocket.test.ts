import { describe, expect, it } from 'vitest';
import { rewriteRealtimeUrl } from './localWebSocket';

describe('rewriteRealtimeUrl', () => {
  it('downgrades wss to ws for a plain local host', () => {
    // Prepare
    const url = 'wss://127.0.0.1:4000/graphql/realtime?header=abc';
    // Act
    const result = rewriteRealtimeUrl(url, ['127.0.0.1:4000']);
    // Assess
    expect(result).toBe('ws://127.0.0.1:4000/graphql/realtime?header=abc');
  });

  it('keeps wss for any other host', () => {
    const url = 'wss://abc.appsync-realtime-api.eu-west-1.amazonaws.com/graphql';
    const result = rewriteRealtimeUrl(url, ['127.0.0.1:4000']);
    expect(result).toBe(url);
  });

  it('leaves non-wss URLs untouched', () => {
    const url = 'ws://127.0.0.1:4000/graphql/realtime';
    const result = rewriteRealtimeUrl(url, ['127.0.0.1:4000']);
    expect(result).toBe(url);
  });
});
