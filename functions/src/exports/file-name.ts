/**
 * The workbook's file name, as people save and find it (docs/exports.md "File name"): the class,
 * the day (or the first and last day of a range) in the export's time zone, and the word for
 * results in its language: "Class 3-1 2026-11-25 results.xlsx". Characters that Windows, macOS
 * or a browser refuse in a file name become spaces; the stored object key stays ASCII and fixed.
 */

/** What the spec calls the fixed default name (section 9): used when nothing better is known. */
export const DEFAULT_FILE_STEM = 'ClassPulse';
/** Long class names are cut, so the whole name stays well under every file system's limit. */
const MAX_CLASS_CHARS = 60;

function safe(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
      .replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      // Windows drops trailing dots; a leading dot hides the file on macOS and Linux.
      .replace(/^\.+|\.+$/g, '')
      .trim()
  );
}

function cut(text: string, max: number): string {
  return [...text].slice(0, max).join('').trim();
}

/** `days`: one day, or the first and last of a range (joined with an en dash). */
export function exportFileName(className: string, days: string[], resultsWord: string): string {
  const stem = cut(safe(className), MAX_CLASS_CHARS) || DEFAULT_FILE_STEM;
  const when = [...new Set(days)].join('–');
  return `${[stem, when, safe(resultsWord)].filter(Boolean).join(' ')}.xlsx`;
}

/**
 * The Content-Disposition of the download: an ASCII name for old clients and the real name in
 * RFC 5987 form (`filename*`), which every current browser uses, so Korean names survive.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const fallback = ascii.replace(/\.xlsx$/, '').trim() ? ascii : `${DEFAULT_FILE_STEM}.xlsx`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
