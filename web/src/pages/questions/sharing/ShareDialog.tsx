/**
 * Shares the chosen questions with teachers until a due date (createQuestionShare, one share per
 * teacher). The due date is the end of the picked day in the viewer's time zone (shareRules
 * endOfDayIso). The form is checked before sending; a refusal is shown in the dialog, translated,
 * so the teacher can correct it without losing the choices.
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import DatePicker from '@cloudscape-design/components/date-picker';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalFooter } from '../../../admin/components/ModalFooter';
import { useApiAuth } from '../../../admin/components/useApi';
import { createQuestionShare } from '../../../api/shares';
import { useNotify } from '../../../notifications/NotificationsProvider';
import {
  endOfDayIso,
  hasErrors,
  isSelectableDay,
  type ShareFormErrors,
  shareErrorMessage,
  validateShareForm,
} from './shareRules';
import { TeacherMultiselect, type TeacherOption } from './TeacherMultiselect';

export interface ShareDialogProps {
  questionIds: string[];
  onClose: () => void;
  onShared: () => void;
}

export function ShareDialog(props: ShareDialogProps) {
  const { t, i18n } = useTranslation();
  const auth = useApiAuth();
  const notify = useNotify();
  const [teachers, setTeachers] = useState<TeacherOption[]>([]);
  const [day, setDay] = useState('');
  const [errors, setErrors] = useState<ShareFormErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const form = { teacherIds: teachers.map((teacher) => teacher.value), day };
    const problems = validateShareForm(form, new Date());
    setErrors(problems);
    setServerError(null);
    const duedate = endOfDayIso(day);
    if (hasErrors(problems) || !duedate) return;
    setBusy(true);
    try {
      const shares = await createQuestionShare(auth, {
        to: form.teacherIds,
        questions: props.questionIds,
        duedate,
      });
      notify.success(t('SHARE_SUCCESS_MSG', { count: shares.length }));
      props.onShared();
    } catch (failure) {
      setServerError(t(shareErrorMessage(failure, (key) => i18n.exists(key)).key));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      visible
      onDismiss={props.onClose}
      header={t('SHARE_QUESTIONS_TITLE', { count: props.questionIds.length })}
      data-testid="share-dialog"
      footer={
        <ModalFooter onCancel={props.onClose} testId="share-dialog">
          <Button
            variant="primary"
            loading={busy}
            onClick={() => void submit()}
            nativeButtonAttributes={{ 'data-testid': 'share-dialog-submit' }}
          >
            {t('SHARE_SUBMIT')}
          </Button>
        </ModalFooter>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Form>
          <SpaceBetween size="m">
            {serverError && (
              <Alert type="error" data-testid="share-dialog-error">
                {serverError}
              </Alert>
            )}
            <FormField
              label={t('SHARE_TEACHERS')}
              description={t('SHARE_TEACHERS_HINT')}
              errorText={errors.teachers && t(errors.teachers)}
              data-testid="share-dialog-teachers-field"
            >
              <TeacherMultiselect
                selected={teachers}
                onChange={(selected) => {
                  setTeachers(selected);
                  setErrors({ ...errors, teachers: undefined });
                }}
                invalid={Boolean(errors.teachers)}
                testId="share-dialog-teachers"
              />
            </FormField>
            <FormField
              label={t('SHARE_DUEDATE')}
              description={t('SHARE_DUEDATE_HINT')}
              errorText={errors.day && t(errors.day)}
              data-testid="share-dialog-duedate-field"
            >
              <DatePicker
                data-testid="share-dialog-duedate"
                value={day}
                onChange={({ detail }) => {
                  setDay(detail.value);
                  setErrors({ ...errors, day: undefined });
                }}
                isDateEnabled={(date) => isSelectableDay(date, new Date())}
                locale={i18n.language}
                placeholder="YYYY/MM/DD"
                openCalendarAriaLabel={(selected) =>
                  `${t('SHARE_DUEDATE')}${selected ? `: ${selected}` : ''}`
                }
                invalid={Boolean(errors.day)}
              />
            </FormField>
          </SpaceBetween>
        </Form>
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Modal>
  );
}
