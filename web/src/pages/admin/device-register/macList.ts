/**
 * Parsing the registration textarea: one MAC per line, or several separated by commas, in any
 * notation the server reads (web/src/mac.ts mirrors its normaliser), so that bad entries and
 * duplicates are spotted before anything is sent.
 */
import { normalizeMac } from '../../../mac';

export interface InvalidEntry {
  /** 1-based line of the textarea. */
  line: number;
  text: string;
}

export interface MacList {
  /** Normalised (AA:BB:CC:DD:EE:FF), in input order, each once. */
  macs: string[];
  invalid: InvalidEntry[];
}

export function parseMacList(text: string): MacList {
  const macs: string[] = [];
  const seen = new Set<string>();
  const invalid: InvalidEntry[] = [];
  text.split(/\r?\n/).forEach((lineText, index) => {
    for (const entry of lineText.split(',')) {
      if (entry.trim() === '') continue;
      const mac = normalizeMac(entry);
      if (mac === null) {
        invalid.push({ line: index + 1, text: entry.trim() });
      } else if (!seen.has(mac)) {
        seen.add(mac);
        macs.push(mac);
      }
    }
  });
  return { macs, invalid };
}
