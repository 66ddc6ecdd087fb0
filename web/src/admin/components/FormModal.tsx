/** A modal form with Cancel and Save; the create and edit forms of every entity use it. */
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalFooter } from './ModalFooter';

export function FormModal(props: {
  title: string;
  busy: boolean;
  onCancel: () => void;
  onSubmit: () => void;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      visible
      onDismiss={props.onCancel}
      header={props.title}
      data-testid={props.testId}
      footer={
        <ModalFooter onCancel={props.onCancel} testId={props.testId}>
          <Button
            variant="primary"
            loading={props.busy}
            onClick={props.onSubmit}
            nativeButtonAttributes={{ 'data-testid': `${props.testId}-save` }}
          >
            {t('SAVE')}
          </Button>
        </ModalFooter>
      }
    >
      {/* A real form, so Enter in a field submits. */}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit();
        }}
      >
        <Form>
          <SpaceBetween size="m">{props.children}</SpaceBetween>
        </Form>
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
    </Modal>
  );
}
