/**
 * The class list's reads (schema.graphql): the site's active classrooms with the last 7 days'
 * question and answer counts (Spot.questionCount7d / answerCount7d, docs/exports.md), and each
 * classroom's last class (`lastSession`, the same read the start flow makes).
 */
import { callField } from '../../../api/call';
import type { Auth } from '../../../api/client';
import type { SpotRow } from '../../../api/fleet';
import { SPOT_FIELDS } from '../../../api/fleetDocuments';
import type { Page, PageArgs } from '../../../api/page';
import type { SpotFilter } from '../../../generated/graphql';
import { sessionCalls } from '../start/sessionApi';
import type { SessionSummary } from '../start/startFlow';

const CLASS_SPOTS_QUERY = /* GraphQL */ `
  query ClassSpots($page: Int, $perPage: Int!, $filter: SpotFilter) {
    spots(page: $page, perPage: $perPage, filter: $filter) {
      total
      data { ${SPOT_FIELDS} questionCount7d answerCount7d }
    }
  }
`;

export const fetchClassSpots = (auth: Auth, args: PageArgs<SpotFilter>) =>
  callField<Page<SpotRow>>(auth, CLASS_SPOTS_QUERY, 'spots', args);

/** The classroom's newest class, running or ended; null when it never had one. */
export const fetchLastClass = (auth: Auth, spot: SpotRow): Promise<SessionSummary | null> =>
  sessionCalls(auth).lastSession(spot.site._id, spot._id);
