import { describe, expect, it } from 'vitest';
import type { QuestionLinkRecord } from '../../data/records';
import type { Press } from '../payloads';
import { device, link, NOW } from './consume.fixtures';
import { decidePress, type PressContext } from './press-decision';

const button = device(1);
const context: PressContext = { sentAt: NOW, receivedAt: NOW, scanner: null };
const press = (value: string): Press => ({ mac: button.mac, value, seq: 1, at: NOW });

/** The batch reads of a world where the button is known and `running` is its classroom's link. */
function lookupsWith(running: QuestionLinkRecord) {
  return {
    isBlacklisted: async () => false,
    device: async () => button,
    linkAt: async () => running,
  };
}

describe('decidePress: a value the question does not take', () => {
  it('refuses a value outside the question as invalid-value', async () => {
    const decision = await decidePress(press('X'), context, lookupsWith(link('link-1', 'multiple')));
    expect(decision).toEqual({ kind: 'reject', reason: 'invalid-value' });
  });

  it('records a value the question takes, as stored (O as 1)', async () => {
    const decision = await decidePress(press('O'), context, lookupsWith(link('link-1', 'ox')));
    expect(decision.kind === 'record' && decision.record.value).toBe('1');
  });

  it('does not report an unexpected failure as invalid-value: it is thrown, so the message is retried', async () => {
    const broken = { ...link('link-1', 'multiple'), question: [] };
    await expect(decidePress(press('1'), context, lookupsWith(broken))).rejects.toThrow(
      'A question link without a question',
    );
  });
});
