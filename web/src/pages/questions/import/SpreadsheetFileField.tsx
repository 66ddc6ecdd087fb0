/**
 * The spreadsheet chooser of an import (questions, a classroom's roster): one .xlsx/.xls/.csv
 * file, shown with its size, in the reader's language.
 */
import FileUpload from '@cloudscape-design/components/file-upload';
import FormField from '@cloudscape-design/components/form-field';
import { useTranslation } from 'react-i18next';
import { SPREADSHEET_ACCEPT } from '../../../spreadsheet/sheet';

export function SpreadsheetFileField(props: {
  label: string;
  constraintText: string;
  testId: string;
  files: File[];
  onChoose: (files: File[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormField label={props.label} constraintText={props.constraintText}>
      <FileUpload
        data-testid={props.testId}
        accept={SPREADSHEET_ACCEPT}
        value={props.files}
        onChange={({ detail }) => props.onChoose(detail.value)}
        showFileSize
        i18nStrings={{
          uploadButtonText: () => t('IMPORT_CHOOSE_FILE'),
          dropzoneText: () => t('IMPORT_DROP_FILE'),
          removeFileAriaLabel: (_, name) => t('IMPORT_REMOVE_FILE', { name }),
        }}
      />
    </FormField>
  );
}
