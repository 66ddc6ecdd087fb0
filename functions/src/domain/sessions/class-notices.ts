/**
 * Class notices (docs/sessions.md "Remote students"): what a class's classroom is told when its
 * question starts, stops or shows its results and when the class ends. Sessions and question
 * links publish them and remote phones listen; they live in their own module so that publishing
 * one does not tie the session area to the remote students' service.
 */
import type { NoticeMessage, NoticePublisher } from '../../devices/graphql-notices';
import { logWarn } from '../../kernel/log';

/**
 * Notices to a class's classroom when its question starts or stops and when it ends: a remote
 * student's phone, subscribed to `onNotice(site, spot)`, reads `remoteClass` again on each.
 */
export const CLASS_NOTICES = {
  questionStarted: { noti: 'QUESTION_STARTED', text: 'A question has started.' },
  questionStopped: { noti: 'QUESTION_STOPPED', text: 'The question has stopped.' },
  resultsRevealed: { noti: 'RESULTS_REVEALED', text: 'The results are shown.' },
  classEnded: { noti: 'CLASS_ENDED', text: 'This class has ended.' },
} as const;

/**
 * Publishes a class notice, best effort: the start, stop or end is already stored, and a phone
 * that missed the notice catches up on its next poll of `remoteClass`.
 */
export async function publishClassNotice(
  notices: NoticePublisher | undefined,
  scope: { siteId: string; spotId: string },
  notice: Pick<NoticeMessage, 'noti' | 'text'>,
  log: (message: string, details: Record<string, unknown>) => void = logWarn,
): Promise<void> {
  if (!notices) return;
  try {
    await notices.publish({ site: scope.siteId, spot: scope.spotId, ...notice });
  } catch (error) {
    log('Class notice failed', { noti: notice.noti, spot: scope.spotId, error: String(error) });
  }
}
