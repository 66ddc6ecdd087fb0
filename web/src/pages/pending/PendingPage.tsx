/**
 * The stand-in for every admin list and detail page not built yet: the title from the type's
 * translated name, breadcrumbs, and a notice. Later issues replace it route by route.
 */
import Alert from '@cloudscape-design/components/alert';
import BreadcrumbGroup from '@cloudscape-design/components/breadcrumb-group';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { typeLabelKey } from '../../admin/entityTypes';
import { useWording } from '../../i18n/useWording';

export type AdminSection = 'system' | 'manage' | 'common';

const SECTIONS: Record<AdminSection, { key: string; href: string }> = {
  system: { key: 'MENU_SYSTEM', href: '/admin/system/setting/action' },
  manage: { key: 'MENU_MANAGE', href: '/admin/manage' },
  common: { key: 'MENU_COMMON', href: '/admin/common/product' },
};

/** `titleKey` names fixed routes (register/device, site...); `:type` routes take the type's name. */
export function PendingPage({ section, titleKey }: { section: AdminSection; titleKey?: string }) {
  const { t } = useTranslation();
  const w = useWording();
  const navigate = useNavigate();
  const { type, id, page } = useParams();
  const title = w(titleKey ?? typeLabelKey(type) ?? type ?? '');

  const crumbs = [
    { text: t('ADMIN'), href: '/admin' },
    { text: t(SECTIONS[section].key), href: SECTIONS[section].href },
    { text: title, href: '#' },
  ];
  if (id) {
    crumbs.push({ text: t('PENDING_DETAIL', { id }), href: '#' });
  }

  return (
    <ContentLayout
      breadcrumbs={
        <BreadcrumbGroup
          items={crumbs}
          onFollow={(event) => {
            event.preventDefault();
            if (event.detail.href !== '#') {
              navigate(event.detail.href);
            }
          }}
        />
      }
      header={
        <Header variant="h1" description={page ? `#${page}` : undefined}>
          {title}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Alert type="info" data-testid="pending-page">
          {t('PENDING_MSG')}
        </Alert>
      </SpaceBetween>
    </ContentLayout>
  );
}
