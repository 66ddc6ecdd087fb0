/**
 * /class/ready, the class list (spec section 2 "Class list"): title, Manage Question, the active
 * classrooms of the user's site as cards (5 per page, the server's page from 0) with each one's
 * last class (results and export) and 7-day counts, the Add
 * Classroom card (school mode, manager not staff), the footer images and a full-page loading
 * overlay. Manage Class opens the class manage modal; Start Class runs the start flow.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Pagination from '@cloudscape-design/components/pagination';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useApiAuth } from '../../../admin/components/useApi';
import { usePagedQuery } from '../../../admin/components/usePagedQuery';
import type { SpotRow } from '../../../api/fleet';
import { fetchClassSpots } from '../../../api/fleet';
import { useAuth } from '../../../auth/AuthProvider';
import { useWording } from '../../../i18n/useWording';
import { ClassManageModal } from '../manage/ClassManageModal';
import { useStartClass } from '../start/useStartClass';
import { ClassCards } from './ClassCards';
import { ClassFooter } from './ClassFooter';
import {
  CLASS_PAGE_SIZE,
  canAddClassroom,
  canManageClassrooms,
  classListFilter,
  classPagesCount,
} from './classListRules';
import { LoadingOverlay } from './LoadingOverlay';

const LIST_KEY = 'classSpots';

export function ClassReadyPage() {
  const { t } = useTranslation();
  const w = useWording();
  const navigate = useNavigate();
  const auth = useApiAuth();
  const { user, mode } = useAuth();
  const queryClient = useQueryClient();
  const site = user?.site?._id;
  const paged = usePagedQuery(
    [LIST_KEY, site],
    (page, perPage) => fetchClassSpots(auth, { page, perPage, filter: classListFilter(site ?? '') }),
    { perPage: CLASS_PAGE_SIZE, enabled: site !== undefined },
  );
  // undefined: closed; null: create mode; a classroom: edit mode.
  const [managing, setManaging] = useState<SpotRow | null | undefined>(undefined);
  const starter = useStartClass();

  return (
    <div data-testid="class-ready">
      <LoadingOverlay visible={paged.loading || starter.busy} />
      <ContentLayout
        header={
          <Header
            variant="h1"
            actions={
              <Button
                onClick={() => navigate('/class/manage-question')}
                nativeButtonAttributes={{ 'data-testid': 'manage-question' }}
              >
                {t('MANAGE_QUESTION')}
              </Button>
            }
          >
            {w('CLASS_LIST')}
          </Header>
        }
      >
        <ClassCards
          spots={paged.items}
          showAdd={site !== undefined && canAddClassroom(user?.role, mode)}
          onAdd={() => setManaging(null)}
          onManage={setManaging}
          onStart={(spot) => starter.start({ site: spot.site._id, spot: spot._id })}
          empty={
            <Box textAlign="center" color="inherit" padding="xxl">
              <SpaceBetween size="xs">
                <Box variant="h3">{w('CLASS_EMPTY_TITLE')}</Box>
                <Box color="text-body-secondary">{w('CLASS_EMPTY_MSG')}</Box>
              </SpaceBetween>
            </Box>
          }
          pagination={
            <Pagination
              currentPageIndex={paged.uiPage}
              pagesCount={classPagesCount(paged.total)}
              onChange={({ detail }) => paged.setUiPage(detail.currentPageIndex)}
              ariaLabels={{
                nextPageLabel: t('NEXT_PAGE'),
                previousPageLabel: t('PREVIOUS_PAGE'),
                pageLabel: (page) => t('PAGE_N', { page }),
                paginationLabel: w('CLASS_LIST_PAGES'),
              }}
            />
          }
        />
        <ClassFooter mode={mode} />
      </ContentLayout>
      {managing !== undefined && site !== undefined && (
        <ClassManageModal
          spot={managing ?? undefined}
          site={managing?.site._id ?? site}
          canDelete={canManageClassrooms(user?.role)}
          onClose={() => setManaging(undefined)}
          onChanged={() => void queryClient.invalidateQueries({ queryKey: [LIST_KEY] })}
        />
      )}
      {starter.dialog}
    </div>
  );
}
