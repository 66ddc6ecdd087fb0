// AWS_IAM for the one back-end identity: verify a SigV4 signature by signing the same canonical request
// again with the configured secret (@smithy/signature-v4, the signer the AWS SDK itself uses) and
// comparing in constant time. Errors copy the names AWS's SigV4 front door returns.
import { createHash, timingSafeEqual } from 'node:crypto';
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import type { AuthFailure } from './types.ts';

/** Everything of a request that a signature covers. */
export interface SignedRequest {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  /** Header names in lower case. */
  headers: Readonly<Record<string, string>>;
  body: string;
}

export interface IamIdentityConfig {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export type SigV4Result = { ok: true; accessKeyId: string } | { ok: false; failure: AuthFailure };

const MAX_SKEW_MS = 15 * 60 * 1000;
const AUTH_PATTERN =
  /^AWS4-HMAC-SHA256\s+Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]{64})\s*$/;

export function isSigV4(authorization: string | undefined): boolean {
  return authorization?.startsWith('AWS4-HMAC-SHA256 ') ?? false;
}

const fail = (errorType: string, message: string): SigV4Result => ({
  ok: false,
  failure: { status: 403, errorType, message },
});

/** x-amz-date is YYYYMMDD'T'HHMMSS'Z'. */
function parseAmzDate(value: string | undefined): Date | undefined {
  const m = value?.match(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/);
  if (!m) return undefined;
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = m.slice(1).map(Number);
  return new Date(Date.UTC(y, mo - 1, d, h, mi, s));
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export async function verifySigV4(
  request: SignedRequest,
  iam: IamIdentityConfig,
  now: number = Date.now(),
): Promise<SigV4Result> {
  const match = request.headers.authorization?.match(AUTH_PATTERN);
  if (!match)
    return fail('IncompleteSignatureException', 'Authorization header is not a valid SigV4 signature.');
  const [, credential = '', signedHeaderList = '', signature = ''] = match;
  const [accessKeyId, scopeDate, region, service, terminator] = credential.split('/');
  if (accessKeyId !== iam.accessKeyId) {
    return fail('UnrecognizedClientException', 'The security token included in the request is invalid.');
  }
  const signingDate = parseAmzDate(request.headers['x-amz-date']);
  if (!signingDate) return fail('IncompleteSignatureException', 'Missing or malformed X-Amz-Date header.');
  if (Math.abs(now - signingDate.getTime()) > MAX_SKEW_MS) {
    return fail(
      'InvalidSignatureException',
      'Signature expired: the request time is more than 15 minutes off.',
    );
  }
  if (
    scopeDate !== request.headers['x-amz-date']?.slice(0, 8) ||
    region !== iam.region ||
    service !== 'appsync' ||
    terminator !== 'aws4_request'
  ) {
    return fail(
      'InvalidSignatureException',
      'Credential should be scoped to a valid region, date and service.',
    );
  }

  // Re-create exactly the headers the client says it signed; host and x-amz-date are mandatory in SigV4.
  const signedNames = signedHeaderList.split(';');
  if (!signedNames.includes('host') || !signedNames.includes('x-amz-date')) {
    return fail('IncompleteSignatureException', 'SignedHeaders must include host and x-amz-date.');
  }
  const headers: Record<string, string> = {};
  for (const name of signedNames) {
    const value = request.headers[name];
    if (value === undefined) return fail('IncompleteSignatureException', `Signed header ${name} is missing.`);
    headers[name] = value;
  }
  // The signer trusts a declared payload hash, so check it against the body actually received.
  const declaredHash = headers['x-amz-content-sha256'];
  if (
    declaredHash !== undefined &&
    declaredHash !== createHash('sha256').update(request.body).digest('hex')
  ) {
    return fail('InvalidSignatureException', 'The provided x-amz-content-sha256 does not match the body.');
  }

  const sessionToken = signedNames.includes('x-amz-security-token')
    ? headers['x-amz-security-token']
    : undefined;
  const signer = new SignatureV4({
    service: 'appsync',
    region: iam.region,
    sha256: Sha256,
    credentials: { accessKeyId: iam.accessKeyId, secretAccessKey: iam.secretAccessKey, sessionToken },
    // Never add headers of our own: the canonical request must hold what the client signed, nothing else.
    applyChecksum: false,
  });
  const resigned = await signer.sign(
    {
      method: request.method.toUpperCase(),
      protocol: 'https:',
      hostname: (headers.host ?? '').replace(/:\d+$/, ''),
      path: request.path,
      query: request.query,
      headers,
      body: request.body,
    },
    { signingDate, signableHeaders: new Set(signedNames) },
  );
  const expected = String(resigned.headers.authorization ?? '').match(AUTH_PATTERN);
  if (!expected || expected[2] !== signedHeaderList || !sameText(expected[3] ?? '', signature)) {
    return fail(
      'InvalidSignatureException',
      'The request signature we calculated does not match the signature you provided. ' +
        'Check your AWS Secret Access Key and signing method.',
    );
  }
  return { ok: true, accessKeyId };
}
