/**
 * The one font stack (fonts.css): defined once, with a Korean family and sans-serif fallbacks,
 * used by every stylesheet that sets a font, and handed to Cloudscape through the token name the
 * installed Cloudscape really uses.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const source = join(here, '..');
const fontsCss = readFileSync(join(here, 'fonts.css'), 'utf8');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** The families of the stack, in order, without quotes. */
function stack(): string[] {
  const match = /--app-font:([^;]+);/.exec(fontsCss);
  return (match?.[1] ?? '').split(',').map((family) => family.trim().replace(/^"|"$/g, ''));
}

describe('the font stack', () => {
  it("starts with Cloudscape's Open Sans, has a Korean family and ends on sans-serif", () => {
    const families = stack();
    expect(families[0]).toBe('Open Sans');
    expect(families).toContain('Noto Sans CJK KR');
    expect(families.at(-1)).toBe('sans-serif');
    expect(families.some((family) => /serif/i.test(family) && family !== 'sans-serif')).toBe(false);
  });

  it('is the only stack: other stylesheets name var(--app-font) or a monospace for digits', () => {
    const declarations = cssFiles(source)
      .filter((path) => !path.endsWith('fonts.css'))
      .flatMap((path) =>
        [...readFileSync(path, 'utf8').matchAll(/font-family:([^;]+);/g)].map((m) => m[1]?.trim()),
      );
    expect(declarations.length).toBeGreaterThan(0);
    for (const value of declarations) expect(value).toMatch(/var\(--app-font\)|monospace$/);
  });

  it('overrides the font token the installed Cloudscape defines on body', () => {
    const require = createRequire(import.meta.url);
    const root = dirname(require.resolve('@cloudscape-design/components/package.json'));
    const theme = readFileSync(join(root, 'internal/base-theme/styles.scoped.css'), 'utf8');
    const token = /(--font-family-base-[a-z0-9]+):/.exec(theme)?.[1];
    expect(token).toBeDefined();
    expect(fontsCss).toContain(`${token}: var(--app-font);`);
  });
});
