/**
 * /admin/manage/register/scanner: the six-step scanner registration wizard (spec section 2;
 * docs/devices-mqtt.md "(d) Registration"). Forward only: there is no back button, and each step
 * moves on when the scanner has answered it (wizardState.ts). Replies arrive on onRegister(scid).
 */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AdminPage } from '../../../admin/components/AdminPage';
import { useApiAuth } from '../../../admin/components/useApi';
import { adminErrorMessage } from '../../../api/errors';
import {
  lookupScanner,
  registerScanner,
  sendRegisterRequest,
  watchReplies,
} from '../../../api/scannerRegister';
import { useAuth } from '../../../auth/AuthProvider';
import { loadRuntimeConfig } from '../../../config/runtimeConfig';
import type { RegisterRequestInput } from '../../../generated/graphql';
import { ScidStep } from './ScidStep';
import { ConfirmStep, DevicesStep, NamesStep, WifiStep } from './StepViews';
import { canAdvance, initialWizard, STEPS, stepName, wizardReducer } from './wizardState';

const STEP_KEYS = [
  'SR_STEP_SCID',
  'SR_STEP_NAMES',
  'SR_STEP_DEVICES',
  'SR_STEP_WIFI',
  'SR_STEP_CONFIRM',
  'SR_STEP_DONE',
];
const SCANNER_LIST = '/admin/manage/dusetting/scanner';

function StepIndicator({ step }: { step: number }) {
  const { t } = useTranslation();
  return (
    <SpaceBetween direction="horizontal" size="m">
      {STEPS.map((name, index) => (
        <span key={name} data-testid={`sr-step-${name}`} data-current={index === step}>
          <StatusIndicator type={index < step ? 'success' : index === step ? 'in-progress' : 'pending'}>
            {`${index + 1}. ${t(STEP_KEYS[index] ?? '')}`}
          </StatusIndicator>
        </span>
      ))}
    </SpaceBetween>
  );
}

export function ScannerRegisterPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const auth = useApiAuth();
  const { token } = useAuth();
  const [state, dispatch] = useReducer(wizardReducer, initialWizard);
  const [names, setNames] = useState({ userName: '', name: '' });
  const [checking, setChecking] = useState(false);
  const [demo, setDemo] = useState(false);
  const step = stepName(state);
  const errorKey = (error: unknown) =>
    adminErrorMessage(error, (key) => i18n.exists(key), 'REQUEST_ERR_MSG').key;

  useEffect(() => {
    void loadRuntimeConfig().then(
      (config) => setDemo(config.local),
      () => undefined,
    );
  }, []);

  // The scanner's replies, from the names step on; the sample mode has no scanner to hear.
  const watching = state.step > 0 && !state.sample && token ? state.scid : null;
  useEffect(() => {
    if (!watching || !token) return undefined;
    return watchReplies(
      watching,
      token,
      (reply) => dispatch({ type: 'reply', reply }),
      () => dispatch({ type: 'send-failed', key: 'REQUEST_ERR_MSG' }),
    );
  }, [watching, token]);

  const send = async (input: RegisterRequestInput) => {
    if (state.sample) return;
    try {
      const sent = await sendRegisterRequest(auth, state.scid, input);
      dispatch({ type: 'sent', op: input.op, requestId: sent.requestId, online: sent.online });
    } catch (error) {
      dispatch({ type: 'send-failed', key: errorKey(error) });
    }
  };

  // Entering the devices and WiFi steps starts their scan, as the scanner's screen would.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per step, not per render.
  useEffect(() => {
    if (step === 'devices') void send({ op: 'scan-devices', durationMs: 10_000 });
    if (step === 'wifi') void send({ op: 'scan-wifi' });
  }, [step]);

  const check = async (raw: string) => {
    const scid = raw.trim();
    if (!scid) return dispatch({ type: 'scid-empty' });
    setChecking(true);
    try {
      const found = await lookupScanner(auth, scid);
      dispatch({ type: 'looked-up', scid, registered: found.registered, online: found.online, demo });
    } catch (error) {
      dispatch({ type: 'lookup-failed', key: errorKey(error) });
    } finally {
      setChecking(false);
    }
  };

  const register = async (entered: { userName: string; name: string }) => {
    setNames(entered);
    try {
      await registerScanner(auth, state.scid, entered);
      if (state.sample) dispatch({ type: 'next' });
      else await send({ op: 'identify' });
    } catch (error) {
      dispatch({ type: 'send-failed', key: errorKey(error) });
    }
  };

  return (
    <AdminPage
      title={t('SCANNER_REGISTER')}
      crumbs={[{ text: t('SCANNER'), href: SCANNER_LIST }]}
      testId="scanner-register-page"
    >
      <Container header={<Header variant="h2">{t(STEP_KEYS[state.step] ?? '')}</Header>}>
        <SpaceBetween size="l">
          <StepIndicator step={state.step} />
          {state.step > 0 && !state.online && (
            <Alert type="warning">{t(state.sample ? 'SR_SAMPLE_NOTE' : 'SR_OFFLINE')}</Alert>
          )}
          {step === 'scid' && (
            <ScidStep busy={checking} error={state.error} onCheck={(scid) => void check(scid)} />
          )}
          {step === 'names' && (
            <NamesStep
              busy={Boolean(state.pending)}
              identified={state.identity !== null}
              onRegister={(entered) => void register(entered)}
            />
          )}
          {step === 'devices' && (
            <DevicesStep state={state} onScan={() => void send({ op: 'scan-devices', durationMs: 10_000 })} />
          )}
          {step === 'wifi' && (
            <WifiStep
              state={state}
              onScan={() => void send({ op: 'scan-wifi' })}
              onJoin={(ssid, password) =>
                state.sample
                  ? dispatch({ type: 'sample-wifi', ssid })
                  : void send({ op: 'set-wifi', ssid, password })
              }
            />
          )}
          {step === 'confirm' && (
            <ConfirmStep
              state={state}
              {...names}
              onCommit={() =>
                state.sample ? dispatch({ type: 'next' }) : void send({ op: 'commit', name: names.name })
              }
            />
          )}
          {step === 'done' && (
            <SpaceBetween size="m">
              <StatusIndicator type="success">
                <span data-testid="sr-done">{t('SR_DONE_TEXT', { scid: state.scid })}</span>
              </StatusIndicator>
              <Button onClick={() => navigate(SCANNER_LIST)}>{t('SR_TO_LIST')}</Button>
            </SpaceBetween>
          )}
          {state.pending && <StatusIndicator type="loading">{t('SR_WAITING')}</StatusIndicator>}
          {state.error && step !== 'scid' && (
            <Alert type="error">
              <span data-testid="sr-error">{t(state.error)}</span>
            </Alert>
          )}
          {step !== 'scid' && step !== 'confirm' && step !== 'done' && (
            <Box float="right">
              <Button
                variant="primary"
                disabled={!canAdvance(state)}
                onClick={() => dispatch({ type: 'next' })}
                nativeButtonAttributes={{ 'data-testid': 'sr-next' }}
              >
                {t('SR_NEXT')}
              </Button>
            </Box>
          )}
        </SpaceBetween>
      </Container>
    </AdminPage>
  );
}
