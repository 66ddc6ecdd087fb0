/**
 * Parsing the registration textarea: one MAC per line, or several separated by commas.
 * The server accepts dashes and lower case too; the console normalises the same way so that
 * duplicates are spotted before anything is sent.
 */

const MAC = /^[0-9A-F]{2}([:-])[0-9A-F]{2}(\1[0-9A-F]{2}){4}$/;

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

/** AA:BB:CC:DD:EE:FF, or null when the text is not a MAC with ':' or '-' separators. */
export function normaliseMac(text: string): string | null {
  const upper = text.trim().toUpperCase();
  return MAC.test(upper) ? upper.replaceAll('-', ':') : null;
}

export function parseMacList(text: string): MacList {
  const macs: string[] = [];
  const seen = new Set<string>();
  const invalid: InvalidEntry[] = [];
  text.split(/\r?\n/).forEach((lineText, index) => {
    for (const entry of lineText.split(',')) {
      if (entry.trim() === '') continue;
      const mac = normaliseMac(entry);
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
