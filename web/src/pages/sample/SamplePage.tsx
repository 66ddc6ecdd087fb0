/**
 * /sample: a gallery of the console's parts for a newcomer (docs/console-shell.md "/sample"):
 * what each part does, in words, and a way in. No demo data is shown, so nothing on this page
 * can drift from what the product really does.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Narrow } from '../../components/Narrow';

const PARTS = ['CLASS', 'QUESTIONS', 'DEVICES', 'HISTORY', 'ADMIN'] as const;

export function SamplePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Narrow width={960}>
      <SpaceBetween size="l">
        <Header
          variant="h1"
          description={t('SAMPLE_GALLERY_INTRO')}
          actions={
            <Button variant="primary" onClick={() => navigate('/login')} data-testid="sample-sign-in">
              {t('SAMPLE_SIGN_IN')}
            </Button>
          }
        >
          {t('SAMPLE_TITLE')}
        </Header>
        <Cards
          data-testid="sample-gallery"
          items={[...PARTS]}
          trackBy={(part) => part}
          cardsPerRow={[{ cards: 1 }, { minWidth: 600, cards: 2 }, { minWidth: 900, cards: 3 }]}
          cardDefinition={{
            header: (part) => (
              <span data-testid={`sample-part-${part.toLowerCase()}`}>{t(`SAMPLE_PART_${part}`)}</span>
            ),
            sections: [{ id: 'what', content: (part) => <Box>{t(`SAMPLE_PART_${part}_DESC`)}</Box> }],
          }}
        />
      </SpaceBetween>
    </Narrow>
  );
}
