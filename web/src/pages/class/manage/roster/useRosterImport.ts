/**
 * The roster screen's state: the chosen file read and checked in the browser (the reader and
 * exceljs are loaded only then), and the one importRoster call the classroom editor makes with
 * its rows, whose refusal comes back here as row problems or a message.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RosterImportCounts } from '../../../../api/classStudents';
import type { ErrorMessage } from '../../../../api/errors';
import { isLanguage } from '../../../../i18n/language';
import { legacyEncodingOf } from '../../../questions/import/importRules';
import { saveFile } from '../../../questions/import/saveFile';
import type { ParsedRoster, RosterRowError } from './parseRoster';
import { MAX_ROSTER_ROWS } from './rosterColumns';
import { rosterServerError } from './rosterErrors';

export type RosterPhase = 'idle' | 'reading' | 'importing';

export interface RosterImport {
  files: File[];
  phase: RosterPhase;
  parsed: ParsedRoster | null;
  fileError: ErrorMessage | null;
  /** Row problems, found in the browser or by the server. */
  errors: RosterRowError[];
  serverMessage: ErrorMessage | null;
  ready: boolean;
  choose: (files: File[]) => void;
  downloadTemplate: () => Promise<void>;
  /** Runs the editor's save with the rows; true when they were imported. */
  run: (
    save: (
      parsed: ParsedRoster,
    ) => Promise<{ ok: true; imported?: RosterImportCounts } | { ok: false; error: unknown }>,
  ) => Promise<RosterImportCounts | null>;
}

export function useRosterImport(): RosterImport {
  const { t, i18n } = useTranslation();
  const [files, setFiles] = useState<File[]>([]);
  const [phase, setPhase] = useState<RosterPhase>('idle');
  const [parsed, setParsed] = useState<ParsedRoster | null>(null);
  const [fileError, setFileError] = useState<ErrorMessage | null>(null);
  const [errors, setErrors] = useState<RosterRowError[]>([]);
  const [serverMessage, setServerMessage] = useState<ErrorMessage | null>(null);
  // A file chosen while another is still being read wins.
  const latest = useRef(0);

  const read = async (file: File, ticket: number) => {
    let next: { parsed: ParsedRoster } | { error: ErrorMessage };
    try {
      const { parseRoster, RosterFileError } = await import('./rosterWorkbook');
      try {
        const data = await file.arrayBuffer();
        next = {
          parsed: await parseRoster(data, {
            fileName: file.name,
            legacyEncoding: legacyEncodingOf(i18n.language),
          }),
        };
      } catch (error) {
        next = {
          error:
            error instanceof RosterFileError
              ? error.key === 'ROSTER_TOO_MANY_ROWS'
                ? { key: error.key, values: { max: MAX_ROSTER_ROWS } }
                : { key: error.key }
              : { key: 'IMPORT_READ_ERR_MSG' },
        };
      }
    } catch {
      next = { error: { key: 'IMPORT_READ_ERR_MSG' } };
    }
    if (ticket !== latest.current) return;
    if ('parsed' in next) {
      setParsed(next.parsed);
      setErrors(next.parsed.errors);
    } else setFileError(next.error);
    setPhase('idle');
  };

  const choose = (chosen: File[]) => {
    if (phase === 'importing') return;
    latest.current += 1;
    setFiles(chosen);
    setParsed(null);
    setFileError(null);
    setErrors([]);
    setServerMessage(null);
    const [file] = chosen;
    setPhase(file ? 'reading' : 'idle');
    if (file) void read(file, latest.current);
  };

  const downloadTemplate = async () => {
    const { buildRosterTemplate } = await import('./rosterWorkbook');
    const language = isLanguage(i18n.language) ? i18n.language : 'en';
    saveFile(await buildRosterTemplate(language), t('ROSTER_TEMPLATE_FILE_NAME'));
  };

  const run: RosterImport['run'] = async (save) => {
    if (!parsed || errors.length > 0 || phase !== 'idle') return null;
    setPhase('importing');
    setServerMessage(null);
    try {
      const result = await save(parsed);
      if (result.ok) {
        setFiles([]);
        setParsed(null);
        return result.imported ?? null;
      }
      const refused = rosterServerError(result.error, parsed, (key) => i18n.exists(key));
      if (refused.kind === 'rows') setErrors(refused.errors);
      else setServerMessage(refused.message);
      return null;
    } finally {
      setPhase('idle');
    }
  };

  const ready = parsed !== null && errors.length === 0 && phase === 'idle';
  return { files, phase, parsed, fileError, errors, serverMessage, ready, choose, downloadTemplate, run };
}
