/**
 * Class notices without a broker: a notice goes to the class's classroom, and a failed publish
 * is logged, never thrown, so it never fails the start, stop or end it follows.
 */
import { describe, expect, it } from 'vitest';
import type { NoticeMessage } from '../../devices/graphql-notices';
import { CLASS_NOTICES, publishClassNotice } from './class-notices';

describe('publishClassNotice', () => {
  const scope = { siteId: 'site-a', spotId: 'spot-a' };

  it("addresses the class's classroom", async () => {
    const sent: NoticeMessage[] = [];
    await publishClassNotice(
      { publish: async (notice) => void sent.push(notice) },
      scope,
      CLASS_NOTICES.classEnded,
    );
    expect(sent).toEqual([
      { site: 'site-a', spot: 'spot-a', noti: 'CLASS_ENDED', text: 'This class has ended.' },
    ]);
  });

  it('logs a failure instead of throwing it', async () => {
    const logged: string[] = [];
    const failing = { publish: async () => Promise.reject(new Error('no endpoint')) };
    await expect(
      publishClassNotice(
        failing,
        scope,
        CLASS_NOTICES.questionStarted,
        (message) => void logged.push(message),
      ),
    ).resolves.toBeUndefined();
    expect(logged).toEqual(['Class notice failed']);
  });
});
