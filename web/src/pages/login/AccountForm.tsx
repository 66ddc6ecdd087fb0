/**
 * The frame of the sign-in and sign-up forms: a real form (Enter in a field submits), the
 * caller's other actions before the primary submit button, and a refusal shown as a notice.
 */
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../notifications/NotificationsProvider';

export function AccountForm(props: {
  onSubmit: () => void;
  busy: boolean;
  submitLabel: string;
  submitTestId: string;
  errorText?: string;
  /** Shown before the submit button (register, cancel). */
  otherActions: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit();
      }}
    >
      <Form
        errorText={props.errorText}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            {props.otherActions}
            <Button
              variant="primary"
              loading={props.busy}
              nativeButtonAttributes={{ 'data-testid': props.submitTestId }}
            >
              {props.submitLabel}
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="m">{props.children}</SpaceBetween>
      </Form>
    </form>
  );
}

/** Shows a refusal's message (a text key and its values) as an error notice. */
export function useRefusalNotice(): (message: { key: string; values?: Record<string, unknown> }) => void {
  const { t } = useTranslation();
  const notify = useNotify();
  return (message) => notify.error(t(message.key, message.values ?? {}));
}
