/**
 * /class/results: with `?session=<id>` the results of that session (SessionResults), with
 * `?spot=<id>` a classroom's results over all its classes (ClassroomResultsPage), without either
 * the past classes to choose from (PastClassesList). Teachers and staff see it in the class
 * layout, system, admin and distributor in the admin shell (routes.tsx, guard.ts resultsRedirect).
 */
import { useSearchParams } from 'react-router-dom';
import { ClassroomResultsPage } from './ClassroomResultsPage';
import { PastClassesList } from './PastClassesList';
import { SessionResults } from './SessionResults';

export function ClassResultsPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session') ?? '';
  const spotId = params.get('spot') ?? '';
  // Keyed on the id: moving from one session's (or classroom's) results to another's starts afresh.
  if (sessionId !== '') return <SessionResults key={sessionId} sessionId={sessionId} />;
  if (spotId !== '') return <ClassroomResultsPage key={spotId} spotId={spotId} />;
  return <PastClassesList />;
}
