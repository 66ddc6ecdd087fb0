/**
 * Parsing the serial-number registration textarea: one device per line, "serial number, MAC",
 * separated by a comma, a tab or spaces (a barcode scanner types a tab or a space between the
 * two codes). Errors carry the 1-based line so the page can name them.
 */
import { normalizeMac } from '../../../mac';

export interface SnEntry {
  sn: string;
  mac: string;
}

export interface SnLineError {
  line: number;
  text: string;
  key: 'INVALID_LINE' | 'INVALID_MAC' | 'DUPLICATE_MAC';
}

export function parseSnList(text: string): { entries: SnEntry[]; errors: SnLineError[] } {
  const entries: SnEntry[] = [];
  const errors: SnLineError[] = [];
  const seen = new Set<string>();
  text.split(/\r?\n/).forEach((raw, index) => {
    const lineText = raw.trim();
    if (lineText === '') return;
    const line = index + 1;
    const parts = lineText.split(/\s*,\s*|\s+/).filter((part) => part !== '');
    const [sn, macText] = parts;
    if (parts.length !== 2 || sn === undefined || macText === undefined) {
      errors.push({ line, text: lineText, key: 'INVALID_LINE' });
      return;
    }
    const mac = normalizeMac(macText);
    if (mac === null) {
      errors.push({ line, text: lineText, key: 'INVALID_MAC' });
    } else if (seen.has(mac)) {
      // The same device twice in one paste: the second line would silently overwrite the first.
      errors.push({ line, text: lineText, key: 'DUPLICATE_MAC' });
    } else {
      seen.add(mac);
      entries.push({ sn, mac });
    }
  });
  return { entries, errors };
}
