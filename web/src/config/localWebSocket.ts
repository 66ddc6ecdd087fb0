/**
 * Amplify v6 always opens its realtime socket as wss://<endpoint host>/graphql/realtime, but the
 * local gateway is plain http. On the local stack only, such URLs are downgraded to ws://.
 */

/** Returns the URL to open: ws:// instead of wss:// when the URL points at one of `plainHosts`. */
export function rewriteRealtimeUrl(url: string, plainHosts: readonly string[]): string {
  if (!url.startsWith('wss://')) {
    return url;
  }
  const host = url.slice('wss://'.length).split(/[/?#]/, 1)[0] ?? '';
  return plainHosts.includes(host) ? `ws://${url.slice('wss://'.length)}` : url;
}

let installed = false;

/** Wraps window.WebSocket once; later calls are no-ops so hot reloads do not stack wrappers. */
export function installLocalWebSocketRewrite(plainHosts: readonly string[]): void {
  if (installed) {
    return;
  }
  installed = true;
  const Native = window.WebSocket;
  class LocalWebSocket extends Native {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(rewriteRealtimeUrl(String(url), plainHosts), protocols);
    }
  }
  window.WebSocket = LocalWebSocket;
}
