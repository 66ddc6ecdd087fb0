/**
 * Registration and editing of a question (spec section 5): the rules of questionValidation.ts
 * are checked before sending, with the server's keys; a refusal from the server is shown as a
 * toast through the admin error mapping. The image, the sound and each choice's image are uploaded
 * as soon as they are chosen (media/); saving waits until no upload is running. Under each choice,
 * two optional inputs take its English and Spanish text (shown in those languages; empty: the
 * choice as written). A survey may carry an MBTI letter (answered O/X or with 2 choices), which
 * the running class scores in its MBTI panel (docs/class-main.md).
 */
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../admin/components/FormModal';
import { useApiAuth, useErrorToast } from '../../admin/components/useApi';
import { createQuestion, type QuestionRow, updateQuestion } from '../../api/questions';
import type { AnswerType, Difficulty, QuestionKind } from '../../generated/graphql';
import { useNotify } from '../../notifications/NotificationsProvider';
import { ChoiceImageField } from './media/ChoiceImageField';
import { MediaUploadField } from './media/MediaUploadField';
import { ANSWER_TYPE_KEYS, DIFFICULTY_KEYS, KIND_KEYS } from './questionColumns';
import {
  emptyQuestionForm,
  type FormError,
  filledChoices,
  formFromQuestion,
  MAX_CHOICES,
  MBTI_LETTERS,
  type QuestionForm,
  toQuestionInput,
  validateQuestionForm,
} from './questionValidation';

type Option = { value: string; label: string };

/** The translation inputs under each choice: the form's list, the label key, the test id suffix. */
const CHOICE_LANGUAGES = [
  { list: 'choiceEn', key: 'CHOICE_N_EN', suffix: 'en' },
  { list: 'choiceEs', key: 'CHOICE_N_ES', suffix: 'es' },
] as const;

/** Which field shows a rule's message. */
function fieldOf(error: FormError | null): string | undefined {
  if (!error) return undefined;
  switch (error.key) {
    case 'REQUIRED_QUESTION_TITLE':
      return 'title';
    case 'INVALID_ANSWER_TYPE':
      return 'answerType';
    case 'REQUIRED_CHOICE':
    case 'DUPLICATE_CHOICE':
      return `choice-${error.no ?? 1}`;
    case 'TOO_MANY_CHOICES':
      return `choice-${MAX_CHOICES}`;
    case 'REQUIRED_CORRECT':
    case 'INVALID_CORRECT':
      return 'correct';
    case 'INVALID_GRADE':
      return 'grade';
    case 'INVALID_LINK':
      return 'link';
    case 'INVALID_MBTI_QUESTION':
      return 'mbti';
    default:
      return undefined;
  }
}

export function QuestionFormModal(props: {
  question: QuestionRow | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const auth = useApiAuth();
  const notify = useNotify();
  const showError = useErrorToast();
  const [form, setForm] = useState<QuestionForm>(() =>
    props.question ? formFromQuestion(props.question) : emptyQuestionForm(),
  );
  const [error, setError] = useState<FormError | null>(null);
  const [busy, setBusy] = useState(false);
  /** Uploads still running; several fields may upload at once. */
  const [uploads, setUploads] = useState(0);
  const onUploadBusy = (running: boolean) => setUploads((count) => count + (running ? 1 : -1));
  const errorField = fieldOf(error);
  const errorText = (field: string) =>
    error && errorField === field ? t(error.key, { no: error.no }) : undefined;
  // Updates from the current state: an upload finishes after other fields may have changed.
  const update = (change: (current: QuestionForm) => Partial<QuestionForm>) => {
    setForm((current) => ({ ...current, ...change(current) }));
    setError(null);
  };
  const set = (patch: Partial<QuestionForm>) => update(() => patch);
  const setChoiceImage = (index: number, path: string) =>
    update((current) => ({
      choiceImages: current.choiceImages.map((old, at) => (at === index ? path : old)),
    }));
  const setChoiceText = (list: 'choiceEn' | 'choiceEs', index: number, value: string) =>
    update((current) => ({ [list]: current[list].map((old, at) => (at === index ? value : old)) }));

  const submit = async () => {
    if (uploads > 0) return;
    const problem = validateQuestionForm(form);
    setError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const input = toQuestionInput(form);
      if (props.question) await updateQuestion(auth, props.question._id, input);
      else await createQuestion(auth, input);
      notify.success(t('SAVE_SUCCESS_MSG'));
      props.onSaved();
    } catch (failure) {
      showError(failure, 'SAVE_ERR_MSG');
    } finally {
      setBusy(false);
    }
  };

  const kindOptions: Option[] = (['quiz', 'survey'] as const).map((value) => ({
    value,
    label: t(KIND_KEYS[value]),
  }));
  const answerOptions: Option[] = (['ox', 'multiple', 'survey'] as const).map((value) => ({
    value,
    label: t(ANSWER_TYPE_KEYS[value]),
  }));
  const mbtiOptions: Option[] = [
    { value: '', label: t('MBTI_NONE') },
    ...MBTI_LETTERS.map((letter) => ({ value: letter, label: t(`MBTI_LETTER_${letter}`) })),
  ];
  const difficultyOptions: Option[] = [
    { value: '', label: t('NONE') },
    ...(['high', 'middle', 'low'] as const).map((value) => ({ value, label: t(DIFFICULTY_KEYS[value]) })),
  ];
  const correctOptions: Option[] =
    form.answerType === 'ox'
      ? [
          { value: '1', label: 'O' },
          { value: '2', label: 'X' },
        ]
      : filledChoices(form.choices).map((choice, index) => ({
          value: String(index + 1),
          label: `${index + 1}. ${choice}`,
        }));
  const pick = (options: Option[], value: string) => options.find((option) => option.value === value) ?? null;
  const text = (field: keyof QuestionForm, label: string, testId: string) => (
    <FormField label={t(label)} errorText={errorText(field)}>
      <Input
        value={String(form[field])}
        onChange={({ detail }) => set({ [field]: detail.value })}
        nativeInputAttributes={{ 'data-testid': testId }}
      />
    </FormField>
  );

  return (
    <FormModal
      title={props.question ? t('EDIT_QUESTION') : t('NEW_QUESTION')}
      busy={busy || uploads > 0}
      onCancel={props.onClose}
      onSubmit={() => void submit()}
      testId="question-form"
    >
      <FormField label={t('TITLE_MAIN')} errorText={errorText('title')}>
        <Input
          value={form.titleMain}
          onChange={({ detail }) => set({ titleMain: detail.value })}
          nativeInputAttributes={{ 'data-testid': 'question-form-title' }}
        />
      </FormField>
      {text('titleEn', 'TITLE_EN', 'question-form-title-en')}
      {text('titleEs', 'TITLE_ES', 'question-form-title-es')}
      <SpaceBetween direction="horizontal" size="s">
        <FormField label={t('QUESTION_KIND')}>
          <Select
            data-testid="question-form-type"
            selectedOption={pick(kindOptions, form.type)}
            options={kindOptions}
            onChange={({ detail }) => {
              const type = detail.selectedOption.value as QuestionKind;
              // Only a survey carries an MBTI letter: a quiz drops it rather than keep a hidden one.
              set({ type, correct: '', ...(type === 'quiz' ? { mbti: '' } : {}) });
            }}
          />
        </FormField>
        <FormField label={t('ANSWER_TYPE')} errorText={errorText('answerType')}>
          <Select
            data-testid="question-form-answer-type"
            selectedOption={pick(answerOptions, form.answerType)}
            options={answerOptions}
            onChange={({ detail }) =>
              set({ answerType: detail.selectedOption.value as AnswerType, correct: '' })
            }
          />
        </FormField>
        <FormField label={t('DIFFICULTY')}>
          <Select
            data-testid="question-form-difficulty"
            selectedOption={pick(difficultyOptions, form.difficulty)}
            options={difficultyOptions}
            onChange={({ detail }) =>
              set({ difficulty: (detail.selectedOption.value ?? '') as Difficulty | '' })
            }
          />
        </FormField>
      </SpaceBetween>
      {form.answerType === 'multiple' &&
        form.choices.map((choice, index) => {
          const no = index + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the 5 choice slots are fixed positions
            <FormField key={index} label={t('CHOICE_N', { no })} errorText={errorText(`choice-${no}`)}>
              <ChoiceImageField
                no={no}
                value={form.choiceImages[index] ?? ''}
                onChange={(path) => setChoiceImage(index, path)}
                onBusyChange={onUploadBusy}
              >
                <Input
                  value={choice}
                  onChange={({ detail }) =>
                    update((current) => ({
                      choices: current.choices.map((old, at) => (at === index ? detail.value : old)),
                    }))
                  }
                  nativeInputAttributes={{ 'data-testid': `question-form-choice-${no}` }}
                />
              </ChoiceImageField>
              {/* The translations, side by side under the choice's text box (the image buttons' width kept free). */}
              <div style={{ display: 'flex', gap: 8, marginTop: 4, marginRight: 104 }}>
                {CHOICE_LANGUAGES.map(({ list, key, suffix }) => (
                  <div key={suffix} style={{ flex: 1 }}>
                    <Input
                      value={form[list][index] ?? ''}
                      placeholder={t(key, { no })}
                      ariaLabel={t(key, { no })}
                      onChange={({ detail }) => setChoiceText(list, index, detail.value)}
                      nativeInputAttributes={{
                        'data-testid': `question-form-choice-${no}-${suffix}`,
                        title: t(key, { no }),
                      }}
                    />
                  </div>
                ))}
              </div>
            </FormField>
          );
        })}
      {form.type === 'quiz' && (
        <FormField label={t('CORRECT_ANSWER')} errorText={errorText('correct')}>
          <Select
            data-testid="question-form-correct"
            selectedOption={pick(correctOptions, form.correct)}
            options={correctOptions}
            placeholder={t('NOT_SELECTED')}
            onChange={({ detail }) => set({ correct: detail.selectedOption.value ?? '' })}
          />
        </FormField>
      )}
      {form.type === 'survey' && (
        <FormField label={t('MBTI_LETTER')} description={t('MBTI_LETTER_HINT')} errorText={errorText('mbti')}>
          <Select
            data-testid="question-form-mbti"
            selectedOption={pick(mbtiOptions, form.mbti)}
            options={mbtiOptions}
            onChange={({ detail }) => set({ mbti: detail.selectedOption.value ?? '' })}
          />
        </FormField>
      )}
      <SpaceBetween direction="horizontal" size="s">
        <FormField label={t('GRADE')} errorText={errorText('grade')}>
          <Input
            type="number"
            inputMode="numeric"
            value={form.grade}
            onChange={({ detail }) => set({ grade: detail.value })}
            nativeInputAttributes={{ 'data-testid': 'question-form-grade', min: 1, max: 12 }}
          />
        </FormField>
        {text('subject', 'SUBJECT', 'question-form-subject')}
        {text('unit', 'UNIT', 'question-form-unit')}
        {text('group', 'GROUP', 'question-form-group')}
      </SpaceBetween>
      <FormField label={t('DESCRIPTION')}>
        <Textarea
          value={form.description}
          onChange={({ detail }) => set({ description: detail.value })}
          nativeTextareaAttributes={{ 'data-testid': 'question-form-description' }}
        />
      </FormField>
      <MediaUploadField
        kind="image"
        value={form.image}
        onChange={(image) => set({ image })}
        onBusyChange={onUploadBusy}
        testId="question-form-image"
      />
      <MediaUploadField
        kind="audio"
        value={form.audio}
        onChange={(audio) => set({ audio })}
        onBusyChange={onUploadBusy}
        testId="question-form-audio"
      />
      {text('link', 'EXTERNAL_LINK', 'question-form-link')}
    </FormModal>
  );
}
