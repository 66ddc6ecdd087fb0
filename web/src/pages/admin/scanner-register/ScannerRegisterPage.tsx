/**
 * /admin/manage/register/scanner: the six-step scanner registration wizard (spec section 2;
 * docs/devices-mqtt.md "(d) Registration"). Forward only: there is no back button, and each step
 * moves on when the scanner has answered it (wizardState.ts). Step 2 places the scanner on a site
 * and classroom. Replies arrive on onRegister(scid); whether the scanner is connected, on
 * onScannerStatus(scid), shown above the steps.
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
import { ConnectionState } from './ConnectionState';
import { NamesStep, type NamesValue } from './NamesStep';
import { ScidStep } from './ScidStep';
import { ConfirmStep, DevicesStep, WifiStep } from './StepViews';
import { useScannerConnection } from './useScannerConnection';
import {
  canAdvance,
  initialWizard,
  isSample,
  STEPS,
  stepName,
  stepRequest,
  wizardReducer,
} from './wizardState';

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
  const [names, setNames] = useState<NamesValue | null>(null);
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

  // The scanner's replies and its connection, from the names step on.
  const watching = state.step > 0 && token ? state.scid : null;
  useEffect(() => {
    if (!watching || !token) return undefined;
    return watchReplies(
      watching,
      token,
      (reply) => dispatch({ type: 'reply', reply }),
      () => dispatch({ type: 'send-failed', key: 'REQUEST_ERR_MSG' }),
    );
  }, [watching, token]);
  useScannerConnection(watching, token ?? undefined, {
    read: async () => (await lookupScanner(auth, state.scid)).online,
    onChange: (online) => dispatch({ type: 'connection', online }),
  });

  const send = async (input: RegisterRequestInput) => {
    try {
      const sent = await sendRegisterRequest(auth, state.scid, input);
      dispatch({ type: 'sent', op: input.op, requestId: sent.requestId, online: sent.online });
    } catch (error) {
      dispatch({ type: 'send-failed', key: errorKey(error) });
    }
  };

  // A step asks the scanner on its own once it is connected (at once, or when it connects).
  const ask = stepRequest(state);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per request the step wants.
  useEffect(() => {
    if (ask === 'scan-devices') void send({ op: ask, durationMs: 10_000 });
    else if (ask) void send({ op: ask });
  }, [ask]);

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

  const register = async (entered: NamesValue) => {
    setNames(entered);
    try {
      const saved = await registerScanner(auth, state.scid, {
        userName: entered.userName,
        name: entered.name,
        site: entered.site,
        spot: entered.spot ?? null,
      });
      if (!saved.site) throw new Error('The scanner was not placed.');
      dispatch({
        type: 'placed',
        placed: { site: saved.site, spot: saved.spot ?? null },
        online: saved.online,
      });
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
          {state.step > 0 && <ConnectionState state={state} />}
          {step === 'scid' && (
            <ScidStep busy={checking} error={state.error} onCheck={(scid) => void check(scid)} />
          )}
          {step === 'names' && (
            <NamesStep
              busy={Boolean(state.pending)}
              placed={state.placed}
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
              onJoin={(ssid, password) => void send({ op: 'set-wifi', ssid, password })}
            />
          )}
          {step === 'confirm' && names && (
            <ConfirmStep
              state={state}
              {...names}
              onCommit={() =>
                isSample(state) ? dispatch({ type: 'next' }) : void send({ op: 'commit', name: names.name })
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
