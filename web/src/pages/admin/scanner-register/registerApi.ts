/**
 * The wizard's calls: the scanner id lookup, saving the names, one register request per step,
 * and the scanner's replies live on onRegister(scid) as the signed-in user.
 */
import { type Auth, request, subscribe } from '../../../api/client';
import type {
  RegisterRequestInput,
  RegisterRequestResult,
  ScannerRegisterInput,
  ScannerRegistration,
} from '../../../generated/graphql';
import type { WizardReply } from './wizardState';

const LOOKUP = /* GraphQL */ `
  query ScannerRegistration($scid: String!) {
    scannerRegistration(scid: $scid) { scid scanner name userName registered online }
  }
`;
const REGISTER = /* GraphQL */ `
  mutation RegisterScanner($scid: String!, $input: ScannerRegisterInput!) {
    registerScanner(scid: $scid, input: $input) { scid scanner name userName registered online }
  }
`;
const SEND = /* GraphQL */ `
  mutation SendRegisterRequest($scid: String!, $input: RegisterRequestInput!) {
    sendRegisterRequest(scid: $scid, input: $input) { requestId online }
  }
`;
const ON_REGISTER = /* GraphQL */ `
  subscription OnRegister($scid: String!) {
    onRegister(scid: $scid) { requestId op ok error payload }
  }
`;

export async function lookupScanner(auth: Auth, scid: string): Promise<ScannerRegistration> {
  return (
    await request<{ scannerRegistration: ScannerRegistration }, { scid: string }>(LOOKUP, { scid }, auth)
  ).scannerRegistration;
}

export async function registerScanner(
  auth: Auth,
  scid: string,
  input: ScannerRegisterInput,
): Promise<ScannerRegistration> {
  return (
    await request<{ registerScanner: ScannerRegistration }, { scid: string; input: ScannerRegisterInput }>(
      REGISTER,
      { scid, input },
      auth,
    )
  ).registerScanner;
}

export async function sendRegisterRequest(
  auth: Auth,
  scid: string,
  input: RegisterRequestInput,
): Promise<RegisterRequestResult> {
  return (
    await request<
      { sendRegisterRequest: RegisterRequestResult },
      { scid: string; input: RegisterRequestInput }
    >(SEND, { scid, input }, auth)
  ).sendRegisterRequest;
}

type RawReply = Omit<WizardReply, 'payload'> & { payload: string | Record<string, unknown> };
/** Subscribes to the scanner's replies; returns the unsubscribe. `onError` hears a refusal. */
export function watchReplies(
  scid: string,
  token: string,
  onReply: (reply: WizardReply) => void,
  onError: () => void,
): () => void {
  return subscribe<{ onRegister?: RawReply | null }, { scid: string }>(ON_REGISTER, { scid }, token, {
    onData: (data) => {
      const raw = data.onRegister;
      if (!raw) return;
      // AWSJSON arrives as text.
      const payload =
        typeof raw.payload === 'string' ? (JSON.parse(raw.payload) as Record<string, unknown>) : raw.payload;
      onReply({ ...raw, payload });
    },
    onError,
  });
}
