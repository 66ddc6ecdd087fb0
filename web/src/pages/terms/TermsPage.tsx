/**
 * /terms: the privacy policy and the terms in tabs that follow ?tab=privacy|terms; with
 * ?mode=agree a signed-in user agrees to both and is then routed by the login rule.
 */
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import TextContent from '@cloudscape-design/components/text-content';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../../auth/AuthProvider';
import { Narrow } from '../../components/Narrow';
import { AgreeForm } from './AgreeForm';

type TabId = 'privacy' | 'terms';

function PolicyText({ textKey }: { textKey: string }) {
  const { t } = useTranslation();
  return (
    <TextContent>
      {t(textKey)
        .split('\n\n')
        .map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
    </TextContent>
  );
}

export function TermsPage() {
  const { t } = useTranslation();
  const { isAuthenticated } = useAuth();
  const [params, setParams] = useSearchParams();
  const activeTab: TabId = params.get('tab') === 'terms' ? 'terms' : 'privacy';
  const agreeMode = params.get('mode') === 'agree';

  return (
    <Narrow width={760}>
      <SpaceBetween size="l">
        <Header variant="h1" description={agreeMode ? t('AGREE_REQUIRED_HINT') : undefined}>
          {t('TERMS_TITLE')}
        </Header>
        <Container>
          <Tabs
            activeTabId={activeTab}
            onChange={({ detail }) => {
              const next = new URLSearchParams(params);
              next.set('tab', detail.activeTabId);
              setParams(next, { replace: true });
            }}
            tabs={[
              {
                id: 'privacy',
                label: t('PRIVACY_POLICY'),
                content: <PolicyText textKey="PRIVACY_POLICY_BODY" />,
              },
              { id: 'terms', label: t('TERMS_OF_SERVICE'), content: <PolicyText textKey="TERMS_BODY" /> },
            ]}
          />
        </Container>
        {agreeMode && isAuthenticated && <AgreeForm />}
      </SpaceBetween>
    </Narrow>
  );
}
