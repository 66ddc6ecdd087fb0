/**
 * `npm run size:remote`: builds the console in memory (nothing written) so the web build's
 * remoteSizePlugin prints the student app's initial JavaScript (gzip), and exits with 1 when it is
 * over the 150 KB budget of issue 6, so the figure can guard a change.
 */
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { measureRemoteSize, REMOTE_BUDGET_BYTES } from '../web/remote-build.ts';

const web = fileURLToPath(new URL('../web/', import.meta.url));
const result = await build({ root: web, logLevel: 'warn', build: { write: false } });
const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
const bundle = Object.fromEntries(
  outputs.flatMap((output) => output.output.map((item) => [item.fileName, item])),
);
process.exitCode = measureRemoteSize(bundle).gzipBytes > REMOTE_BUDGET_BYTES ? 1 : 0;
