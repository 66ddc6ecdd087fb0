/** /sample: what the product does, until the interactive sample arrives. */
import Alert from '@cloudscape-design/components/alert';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextContent from '@cloudscape-design/components/text-content';
import { useTranslation } from 'react-i18next';
import { Narrow } from '../../components/Narrow';

const FEATURES = ['SAMPLE_FEATURE_LIVE', 'SAMPLE_FEATURE_DEVICES', 'SAMPLE_FEATURE_RESULTS'];

export function SamplePage() {
  const { t } = useTranslation();
  return (
    <Narrow width={760}>
      <SpaceBetween size="l">
        <Header variant="h1">{t('SAMPLE_TITLE')}</Header>
        <Container>
          <TextContent>
            <p>{t('SAMPLE_INTRO')}</p>
            <ul>
              {FEATURES.map((key) => (
                <li key={key}>{t(key)}</li>
              ))}
            </ul>
          </TextContent>
        </Container>
        <Alert type="info">{t('SAMPLE_MORE')}</Alert>
      </SpaceBetween>
    </Narrow>
  );
}
