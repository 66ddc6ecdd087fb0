import { describe, expect, it } from 'vitest';
import { statusView } from './deviceStatus';

describe('statusView', () => {
  it('names the statuses the server stores with a translation key and a tone', () => {
    // Prepare
    const stored = ['ready', 'online', 'offline', 'remote'];

    // Act
    const views = stored.map(statusView);

    // Assess
    expect(views).toEqual([
      { key: 'STATUS_READY', text: 'ready', tone: 'success' },
      { key: 'STATUS_ONLINE', text: 'online', tone: 'success' },
      { key: 'STATUS_OFFLINE', text: 'offline', tone: 'stopped' },
      { key: 'STATUS_REMOTE', text: 'remote', tone: 'info' },
    ]);
  });

  it('reads a known status whatever its case and spaces', () => {
    expect(statusView(' Offline ')?.key).toBe('STATUS_OFFLINE');
  });

  it('shows a status it does not know as stored, without a key', () => {
    expect(statusView('charging')).toEqual({ key: null, text: 'charging', tone: 'info' });
  });

  it('has nothing to show for a missing or blank status', () => {
    expect(statusView(null)).toBeNull();
    expect(statusView('  ')).toBeNull();
  });
});
