/**
 * The status words the server stores for devices, apps and scanners, as the console shows them.
 * The server keeps them as plain text: `ready` for a newly registered device or app, `remote` for
 * a student's phone app, and the scanner's own `online` / `offline` from its status messages
 * (docs/devices-mqtt.md "(c) Status"). A word the console does not know (an administrator may
 * type one) is shown as stored, since translating it is impossible.
 */
export type StatusTone = 'success' | 'stopped' | 'info';

const KNOWN: Record<string, { key: string; tone: StatusTone }> = {
  ready: { key: 'STATUS_READY', tone: 'success' },
  online: { key: 'STATUS_ONLINE', tone: 'success' },
  offline: { key: 'STATUS_OFFLINE', tone: 'stopped' },
  remote: { key: 'STATUS_REMOTE', tone: 'info' },
};

export interface StatusView {
  /** A translation key, or null when `text` is shown as stored. */
  key: string | null;
  text: string;
  tone: StatusTone;
}

export function statusView(status: string | null | undefined): StatusView | null {
  const trimmed = status?.trim() ?? '';
  if (trimmed === '') return null;
  const known = KNOWN[trimmed.toLowerCase()];
  return known
    ? { key: known.key, text: trimmed, tone: known.tone }
    : { key: null, text: trimmed, tone: 'info' };
}
