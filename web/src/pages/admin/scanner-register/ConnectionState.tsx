/**
 * Whether the scanner is connected, as last heard (wizardState.ts): shown above every step after
 * the first, so no step reads as if an unconnected scanner had done something. While it is not
 * connected, what happens meanwhile: the steps wait and ask it when it connects, or, on the demo
 * stack, show sample lists and send nothing.
 */
import Alert from '@cloudscape-design/components/alert';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import { isSample, stepName, type WizardState } from './wizardState';

export function ConnectionState({ state }: { state: WizardState }) {
  const { t } = useTranslation();
  const step = stepName(state);
  const waiting = !state.online && step !== 'done';
  return (
    <SpaceBetween size="xs">
      <span data-testid="sr-connection" data-online={state.online}>
        <StatusIndicator type={state.online ? 'success' : 'stopped'}>
          {t(state.online ? 'SR_CONNECTED' : 'SR_NOT_CONNECTED', { scid: state.scid })}
        </StatusIndicator>
      </span>
      {waiting && (
        <Alert type="warning">
          <span data-testid="sr-waiting">{t(isSample(state) ? 'SR_SAMPLE_NOTE' : 'SR_WAITING_CONNECT')}</span>
        </Alert>
      )}
    </SpaceBetween>
  );
}
