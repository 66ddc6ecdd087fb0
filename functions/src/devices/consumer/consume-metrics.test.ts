/** What the answer consumer counts for CloudWatch: stored, rejected, dead-lettered and retried. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { metrics } from '../../kernel/observability';
import { LOCAL_STAGE } from '../../kernel/stage';
import { pressTopic } from '../topics';
import { consumeRecords } from './consume';
import { batch, record, World } from './consume.fixtures';

afterEach(() => {
  vi.restoreAllMocks();
  metrics.clearMetrics();
});

/** The counts the batch added, by metric name. */
function counted(spy: ReturnType<typeof vi.spyOn>): Record<string, number> {
  const totals: Record<string, number> = {};
  for (const [name, , value] of spy.mock.calls as [string, string, number][])
    totals[name] = (totals[name] ?? 0) + value;
  return totals;
}

describe('consumer metrics', () => {
  it('counts the stored answers, the rejected presses, the dead letters and the retried messages of a batch', async () => {
    // Prepare: two good presses, one unknown button, one unreadable message, one store failure.
    const added = vi.spyOn(metrics, 'addMetric');
    const world = new World();
    world.failRecordFor.add(3);
    const records = [
      record(
        pressTopic(LOCAL_STAGE, 'SCN-1'),
        batch([
          { n: 1, value: '1', seq: 1 },
          { n: 2, value: '2', seq: 2 },
        ]),
      ),
      record(pressTopic(LOCAL_STAGE, 'SCN-1'), '{"v":1,"seq":'),
      record(pressTopic(LOCAL_STAGE, 'SCN-1'), batch([{ n: 3, value: '1', seq: 3 }])),
      record(pressTopic(LOCAL_STAGE, 'SCN-1'), {
        v: 1,
        seq: 9,
        sentAt: Date.now(),
        presses: [{ mac: 'AA:BB:CC:99:99:99', value: '1', seq: 4, at: 1 }],
      }),
    ];

    // Act
    const result = await consumeRecords(records, world.deps());

    // Assess
    expect(result.batchItemFailures).toHaveLength(1);
    expect(counted(added)).toEqual({
      AnswersStored: 2,
      PressesRejected: 1,
      DeviceMessagesDeadLettered: 1,
      DeviceMessagesRetried: 1,
    });
  });
});
