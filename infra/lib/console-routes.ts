/**
 * Which requests of the console's origin are page paths of the single-page console (its
 * client-side routes: `/login`, `/site/...`, `/remote`...) and get the shell, `index.html`, so
 * react-router takes over on a reload or a shared link. One rule for both runtimes: the local
 * gateway (infra/local/gateway/static.ts) and CloudFront (a viewer-request function on the
 * console's default behaviour, web-stack.ts).
 *
 * A page path is a GET of a path whose last segment has no dot: Vite's files all have an
 * extension, so a missing script or image stays a 404 and never comes back as HTML. The file
 * routes (`/api/*`, `/files/*`) and `/config.json` are other behaviours in CloudFront (and other
 * routes of the gateway): an answer of theirs, a 404 or a 403, reaches the console as it is.
 */

/** The shell every page path is answered with. */
export const CONSOLE_SHELL = '/index.html';

/** Whether `path` (a URL path, decoded) names a page of the console rather than a file. */
export function isConsolePagePath(path: string): boolean {
  const lastSegment = path.split('/').pop() ?? '';
  return !lastSegment.includes('.');
}

/**
 * The CloudFront Function (runtime cloudfront-js-2.0) that rewrites a page path to the shell
 * before the request reaches the bucket; every other request goes on unchanged. The same rule as
 * isConsolePagePath, in the JavaScript subset CloudFront Functions run
 * (infra/test/console-routes.test.ts runs both on the same paths).
 */
export const CONSOLE_ROUTES_FUNCTION = `function handler(event) {
  var request = event.request;
  var segments = request.uri.split('/');
  var last = segments[segments.length - 1];
  if (last.indexOf('.') === -1) request.uri = '${CONSOLE_SHELL}';
  return request;
}
`;
