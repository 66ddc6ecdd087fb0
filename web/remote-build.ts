/**
 * Build helpers of the student app (/remote), whose initial JavaScript must stay under 150 KB
 * gzip on a phone (issue 6):
 * - `remoteTextsPlugin`: the module `virtual:remote-texts`, the ko/en/es texts of only the keys
 *   the app's source names (string literals such as 'REMOTE_APP_JOIN' in src/pages/remote),
 *   picked from the console's locale maps at build time, instead of the whole maps (about 26 KB
 *   gzip). The maps stay the one source of the wording.
 * - `remoteSizePlugin`: prints, on every build, the initial JavaScript of /remote: the entry chunk
 *   of index.html, the student app's chunk it loads for that path, and every chunk they import
 *   statically, each gzip-compressed as a server sends it. Lazily loaded chunks are not counted.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Plugin, runnerImport } from 'vite';

export const REMOTE_BUDGET_BYTES = 150 * 1024;
const REMOTE_DIR = new URL('./src/pages/remote/', import.meta.url).pathname;
const LOCALES_DIR = new URL('./src/i18n/locales/', import.meta.url).pathname;
const REMOTE_MODULE = /[\\/]src[\\/]pages[\\/]remote[\\/]remoteMain\.tsx$/;
const TEXTS_ID = 'virtual:remote-texts';

type Texts = Record<string, string>;

/** The keys of `locale` named as string literals in the given sources. */
export function usedKeys(sources: string[], locale: Texts): string[] {
  const named = sources.flatMap((source) =>
    [...source.matchAll(/'([A-Z][A-Z0-9_]*)'/g)].map((m) => m[1] ?? ''),
  );
  return [...new Set(named)].filter((key) => key in locale).sort();
}

/** A locale map, loaded with Vite's module runner (the maps are TypeScript). */
async function localeMap(language: 'ko' | 'en' | 'es'): Promise<Texts> {
  const { module } = await runnerImport<Record<string, Texts>>(join(LOCALES_DIR, `${language}.ts`), {
    configFile: false,
    logLevel: 'silent',
  });
  const texts = module[language];
  if (!texts) throw new Error(`remote-build: ${language}.ts exports no "${language}" map`);
  return texts;
}

async function remoteTexts(): Promise<{ texts: Record<'ko' | 'en' | 'es', Texts>; files: string[] }> {
  const [ko, en, es] = await Promise.all([localeMap('ko'), localeMap('en'), localeMap('es')]);
  const files = readdirSync(REMOTE_DIR)
    .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
    .map((name) => join(REMOTE_DIR, name));
  const sources = files.map((file) => readFileSync(file, 'utf8'));
  const keys = usedKeys(sources, ko);
  const pick = (locale: Texts): Texts => Object.fromEntries(keys.map((key) => [key, locale[key] ?? key]));
  return { texts: { ko: pick(ko), en: pick(en), es: pick(es) }, files };
}

export function remoteTextsPlugin(): Plugin {
  return {
    name: 'classpulse-remote-texts',
    resolveId: (id) => (id === TEXTS_ID ? `\0${TEXTS_ID}` : null),
    async load(id) {
      if (id !== `\0${TEXTS_ID}`) return null;
      const { texts, files } = await remoteTexts();
      // The dev server rebuilds the module when a source of the app changes (a new key).
      for (const file of files) this.addWatchFile(file);
      return `export const remoteTexts = ${JSON.stringify(texts)};`;
    },
  };
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

export interface RemoteSize {
  gzipBytes: number;
  files: { fileName: string; gzipBytes: number }[];
}

/** Walks the static imports from the entry and the student app's chunk and sums their gzip sizes. */
export function measureRemoteSize(bundle: Record<string, { type: string }>): RemoteSize {
  const chunks = Object.values(bundle).filter((item): item is ChunkLike => item.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  const remote = chunks.find((chunk) => chunk.facadeModuleId && REMOTE_MODULE.test(chunk.facadeModuleId));
  if (!entry || !remote) throw new Error('remote-build: the entry or the student app chunk is missing');
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const next of byName.get(fileName)?.imports ?? []) visit(next);
  };
  visit(entry.fileName);
  visit(remote.fileName);
  const files = [...seen]
    .map((fileName) => ({ fileName, gzipBytes: gzipSync(byName.get(fileName)?.code ?? '').length }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0), files };
}

export function formatRemoteSize(size: RemoteSize): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const verdict = size.gzipBytes <= REMOTE_BUDGET_BYTES ? 'within' : 'OVER';
  return [
    `Student app (/remote) initial JavaScript: ${kb(size.gzipBytes)} gzip, ${verdict} the ${kb(REMOTE_BUDGET_BYTES)} budget`,
    ...size.files.map((file) => `  ${file.fileName}  ${kb(file.gzipBytes)}`),
  ].join('\n');
}

/** Prints the figure at the end of every build; `onSize` hands it to the size:remote script. */
export function remoteSizePlugin(onSize?: (size: RemoteSize) => void): Plugin {
  return {
    name: 'classpulse-remote-size',
    apply: 'build',
    generateBundle(_options, bundle) {
      const size = measureRemoteSize(bundle);
      console.log(formatRemoteSize(size));
      onSize?.(size);
    },
  };
}
