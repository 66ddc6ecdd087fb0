/** The frame of every admin page: breadcrumbs (admin > manage > title) and the page header. */
import BreadcrumbGroup from '@cloudscape-design/components/breadcrumb-group';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

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
  const navigate = useNavigate();
  const items = [
    { text: t('ADMIN'), href: '/admin' },
    { text: t('MENU_MANAGE'), href: '/admin/manage' },
    ...(props.crumbs ?? []).map((crumb) => ({ text: crumb.text, href: crumb.href ?? '#' })),
    { text: props.title, href: '#' },
  ];
  return (
    <div data-testid={props.testId}>
      <ContentLayout
        breadcrumbs={
          <BreadcrumbGroup
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
