/**
 * /class/results?spot=<id>: a classroom's results over all its classes (docs/exports.md
 * "Console"): the export of a chosen period and the results per student, each student's answers
 * in every class on demand. Reached from a session's results ("All classes of this classroom").
 */
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiAuth } from '../../../admin/components/useApi';
import { resultsCalls } from '../../../api/results';
import { ClassroomStudents } from './ClassroomStudents';
import { PeriodExport } from './PeriodExport';
import { ResultsNotLoaded } from './ResultsNotLoaded';

export function ClassroomResultsPage({ spotId }: { spotId: string }) {
  const { t } = useTranslation();
  const token = useApiAuth()?.token;
  // useApiAuth gives a new object each render: the calls follow the token only.
  const calls = useMemo(() => resultsCalls(token ? { token } : null), [token]);
  const classroom = useQuery({
    queryKey: ['classroom-results', spotId, token],
    queryFn: async () => {
      const [spot, students] = await Promise.all([calls.spot(spotId), calls.classroomStudents(spotId)]);
      return { name: spot?.name ?? '', students };
    },
  });

  return (
    <div data-testid="classroom-results" data-spot={spotId}>
      <ContentLayout
        header={
          <Header
            variant="h1"
            description={t('CLASSROOM_RESULTS_DESC')}
            actions={
              <Button
                iconName="refresh"
                onClick={() => void classroom.refetch()}
                data-testid="results-refresh"
              >
                {t('RESULTS_REFRESH')}
              </Button>
            }
          >
            {classroom.data?.name
              ? t('CLASSROOM_RESULTS_TITLE', { classroom: classroom.data.name })
              : t('RESULTS_TITLE')}
          </Header>
        }
      >
        <SpaceBetween size="l">
          <PeriodExport spot={spotId} request={calls.requestExport} read={calls.exportJob} />
          {classroom.data ? (
            <ClassroomStudents students={classroom.data.students} />
          ) : (
            <ResultsNotLoaded loading={classroom.isLoading} />
          )}
        </SpaceBetween>
      </ContentLayout>
    </div>
  );
}
