// Serves the built console the way S3 + CloudFront does in AWS: files as they are, and index.html for
// any other page path so client-side routes survive a reload. API paths and missing assets stay 404s,
// so a mistyped script URL never comes back as HTML.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { CONSOLE_SHELL, isConsolePagePath } from '../../lib/console-routes';

const MIME: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

const isApiPath = (path: string) =>
  path === '/graphql' || path.startsWith('/graphql/') || path.startsWith('/api/');

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  root: string,
): Promise<void> {
  // Vite fingerprints everything under /assets, so those may be cached for good; the rest must revalidate.
  const immutable = path.startsWith(`${root}${sep}assets${sep}`);
  const { size } = await stat(path);
  res.writeHead(200, {
    'content-type': MIME[extname(path).toLowerCase()] ?? 'application/octet-stream',
    'content-length': size,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'x-content-type-options': 'nosniff',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(path)
    .on('error', () => res.destroy())
    .pipe(res);
}

/** Returns true if it answered the request. */
export async function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  staticDir: string,
): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    return false;
  }
  if (isApiPath(pathname) || pathname.includes('\0')) return false;

  const root = resolve(staticDir);
  const candidate = resolve(root, `.${pathname}`);
  // Never serve anything outside the console's directory, whatever `..` tricks the path holds.
  if (candidate !== root && !candidate.startsWith(root + sep)) return false;

  for (const path of [candidate, resolve(candidate, 'index.html')]) {
    if (await isFile(path)) {
      await sendFile(req, res, path, root);
      return true;
    }
  }
  // The same rule as CloudFront's function on the console's default behaviour (console-routes.ts).
  const index = resolve(root, `.${CONSOLE_SHELL}`);
  if (!isConsolePagePath(pathname) || !(await isFile(index))) return false;
  await sendFile(req, res, index, root);
  return true;
}
