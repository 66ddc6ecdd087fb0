/**
 * The scanner register wizard's calls (docs/devices-mqtt.md): the scanner id lookup, saving the
 * names, one register request per step, and the scanner's replies live on onRegister(scid) as the
 * signed-in user.
 */
import type {
  OnRegisterSubscription,
  OnRegisterSubscriptionVariables,
  RegisterRequestInput,
  RegisterScannerMutation,
  RegisterScannerMutationVariables,
  ScannerRegisterInput,
  ScannerRegistrationQuery,
  ScannerRegistrationQueryVariables,
  SendRegisterRequestMutation,
  SendRegisterRequestMutationVariables,
} from '../generated/operations';
import { type Auth, request, subscribe } from './client';

const REGISTRATION = /* GraphQL */ `
  fragment Registration on ScannerRegistration {
    scid scanner name userName registered online site { _id name } spot { _id name }
  }
`;
const LOOKUP = /* GraphQL */ `
  query ScannerRegistration($scid: String!) {
    scannerRegistration(scid: $scid) { ...Registration }
  }
  ${REGISTRATION}
`;
const REGISTER = /* GraphQL */ `
  mutation RegisterScanner($scid: String!, $input: ScannerRegisterInput!) {
    registerScanner(scid: $scid, input: $input) { ...Registration }
  }
  ${REGISTRATION}
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

type RawReply = NonNullable<OnRegisterSubscription['onRegister']>;

/** A reply as onRegister delivers it, its payload (the scanner's whole reply) parsed. */
export type RegisterReply = Omit<RawReply, 'payload'> & { payload: Record<string, unknown> };

export const lookupScanner = async (auth: Auth, scid: string) =>
  (await request<ScannerRegistrationQuery, ScannerRegistrationQueryVariables>(LOOKUP, { scid }, auth))
    .scannerRegistration;

export const registerScanner = async (auth: Auth, scid: string, input: ScannerRegisterInput) =>
  (await request<RegisterScannerMutation, RegisterScannerMutationVariables>(REGISTER, { scid, input }, auth))
    .registerScanner;

export const sendRegisterRequest = async (auth: Auth, scid: string, input: RegisterRequestInput) =>
  (
    await request<SendRegisterRequestMutation, SendRegisterRequestMutationVariables>(
      SEND,
      { scid, input },
      auth,
    )
  ).sendRegisterRequest;

/** Subscribes to the scanner's replies; returns the unsubscribe. `onError` hears a refusal. */
export function watchReplies(
  scid: string,
  token: string,
  onReply: (reply: RegisterReply) => void,
  onError: () => void,
): () => void {
  return subscribe<OnRegisterSubscription, OnRegisterSubscriptionVariables>(ON_REGISTER, { scid }, token, {
    onData: (data) => {
      const raw = data.onRegister;
      if (!raw) return;
      // AWSJSON arrives as text (the schema's type); an already parsed object is taken as it is.
      const payload: unknown = raw.payload;
      const parsed = typeof payload === 'string' ? (JSON.parse(payload) as unknown) : payload;
      onReply({ ...raw, payload: parsed as Record<string, unknown> });
    },
    onError,
  });
}
