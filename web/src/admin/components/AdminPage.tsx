/**
 * The frame of every admin page: breadcrumbs (admin > the page's menu section > crumbs > title)
 * and the page header. The section comes from the route (breadcrumbs.ts).
 */
import BreadcrumbGroup from '@cloudscape-design/components/breadcrumb-group';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useWording } from '../../i18n/useWording';
import { adminSectionOf } from '../breadcrumbs';

export interface Crumb {
  text: string;
  href?: string;
}

export function AdminPage(props: {
  title: string;
  crumbs?: Crumb[];
  actions?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const w = useWording();
  const navigate = useNavigate();
  const section = adminSectionOf(useLocation().pathname);
  const items = [
    { text: t('ADMIN'), href: '/admin' },
    { text: w(section.textKey), href: section.href },
    ...(props.crumbs ?? []).map((crumb) => ({ text: crumb.text, href: crumb.href ?? '#' })),
    { text: props.title, href: '#' },
  ];
  return (
    <div data-testid={props.testId}>
      <ContentLayout
        breadcrumbs={
          <BreadcrumbGroup
            ariaLabel={t('BREADCRUMBS')}
            items={items}
            onFollow={(event) => {
              event.preventDefault();
              if (event.detail.href !== '#') navigate(event.detail.href);
            }}
          />
        }
        header={
          <Header variant="h1" actions={props.actions}>
            {props.title}
          </Header>
        }
      >
        {props.children}
      </ContentLayout>
    </div>
  );
}
