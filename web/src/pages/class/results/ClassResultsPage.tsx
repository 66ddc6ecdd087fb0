/**
 * /class/results: with `?session=<id>` the results of that session (SessionResults), without it
 * the past classes to choose from (PastClassesList). Teachers and staff see it in the class
 * layout, system, admin and distributor in the admin shell (routes.tsx, guard.ts resultsRedirect).
 */
import { useSearchParams } from 'react-router-dom';
import { PastClassesList } from './PastClassesList';
import { SessionResults } from './SessionResults';

export function ClassResultsPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session') ?? '';
  // Keyed on the session: moving from one session's results to another's starts afresh.
  return sessionId === '' ? <PastClassesList /> : <SessionResults key={sessionId} sessionId={sessionId} />;
}
