/**
 * The console's security headers, one definition for both runtimes: CloudFront's response
 * headers policy (constructs/console-headers-policy.ts) and the local gateway
 * (infra/local/lambda-gateway.ts) build them from here, so a browser gets the same policy from
 * the deployed console and from `npm start` (docs/security.md "Security headers").
 *
 * The console is one build of static files plus the GraphQL API; it renders only the product's
 * own files (`/files/...` on its own origin in both runtimes, web/src/media/ownMedia.ts), so
 * nearly everything is 'self'. The only other origins are the API's in AWS (AppSync answers on
 * its own host names), handed in as `apiOrigins`.
 */
// No imports: the local stack loads this file, and aws-cdk-lib would come with anything from lib/.

export interface ConsoleHeaderOptions {
  /**
   * Served over HTTPS (CloudFront). Only then is HSTS sent: over plain http browsers ignore it,
   * and the local stack is plain http by design.
   */
  readonly https: boolean;
  /**
   * Origins the console talks to besides its own: in AWS AppSync's `https://` GraphQL and `wss://`
   * realtime hosts; locally the gateway's `ws://` origin (the same host as the page, named because
   * not every browser lets 'self' cover ws:).
   */
  readonly apiOrigins: readonly string[];
}

/**
 * Content-Security-Policy directives without the API origins. Every allowance past 'self' is
 * there for something a page does; tests/e2e/security-headers.test.ts and the route walk report
 * any violation.
 */
const CSP_DIRECTIVES: ReadonlyArray<readonly [string, string]> = [
  ['default-src', "'self'"],
  // Vite's build is module scripts only (no inline bootstrap), and nothing the pages or their
  // workers run needs eval: no 'unsafe-inline', no 'unsafe-eval'. (The HEIC decoder runs in a
  // same-origin worker for this reason: web/src/pages/class/manage/heicWorker.ts.)
  ['script-src', "'self'"],
  // Cloudscape's styles are files of the build; React sets style properties through the DOM,
  // which CSP does not restrict.
  ['style-src', "'self'"],
  // data: for the pictures the build inlines (Vite inlines files under 4 KB, such as the class
  // list's footer art). No blob:: a chosen file is shown only after upload, from /files/.
  ['img-src', "'self' data:"],
  // Cloudscape's global styles carry their fonts as data: URLs.
  ['font-src', "'self' data:"],
  // Countdown sounds and question audio: the product's own files.
  ['media-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
  // The console is never framed (clickjacking); X-Frame-Options says the same to older browsers.
  ['frame-ancestors', "'none'"],
];

/** The Content-Security-Policy value, `connect-src` completed with the API's origins. */
export function contentSecurityPolicy(apiOrigins: readonly string[]): string {
  const connect: readonly [string, string] = ['connect-src', ["'self'", ...apiOrigins].join(' ')];
  return [...CSP_DIRECTIVES, connect].map(([name, value]) => `${name} ${value}`).join('; ');
}

/**
 * Strict-Transport-Security: two years (what browsers' preload lists ask for), subdomains
 * included; not preloaded, since that would outlive the stage's host name.
 */
export const HSTS = { maxAgeSeconds: 63_072_000, includeSubdomains: true } as const;

/**
 * The headers that do not depend on the runtime, as CloudFront's response headers policy names
 * them (securityHeadersBehavior and one custom header).
 */
export const FIXED_SECURITY_HEADERS = {
  contentTypeOptions: 'nosniff',
  frameOptions: 'DENY',
  /**
   * Cross-origin requests (AppSync) learn only the console's origin, which their Origin header
   * names anyway, never a page's path or a class code in its query. Same-origin requests keep
   * the full referrer, which stays with the product. Stated rather than left to the browser.
   */
  referrerPolicy: 'strict-origin-when-cross-origin',
  /**
   * The camera is used by the console itself (scanner registration reads a QR code, web/src/pages/
   * admin/scanner-register/qrReader.ts); nothing uses the microphone or the location.
   */
  permissionsPolicy: 'camera=(self), microphone=(), geolocation=()',
} as const;

/** Header name -> value, as a server sends them. */
export function consoleSecurityHeaders(options: ConsoleHeaderOptions): Readonly<Record<string, string>> {
  return {
    'content-security-policy': contentSecurityPolicy(options.apiOrigins),
    'x-content-type-options': FIXED_SECURITY_HEADERS.contentTypeOptions,
    'x-frame-options': FIXED_SECURITY_HEADERS.frameOptions,
    'referrer-policy': FIXED_SECURITY_HEADERS.referrerPolicy,
    'permissions-policy': FIXED_SECURITY_HEADERS.permissionsPolicy,
    ...(options.https
      ? {
          'strict-transport-security': `max-age=${HSTS.maxAgeSeconds}${HSTS.includeSubdomains ? '; includeSubDomains' : ''}`,
        }
      : {}),
  };
}
