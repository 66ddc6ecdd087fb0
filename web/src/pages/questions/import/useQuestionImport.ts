/**
 * The import screen's state: the chosen file, reading and checking it in the browser (the parser
 * and exceljs are loaded only then), and the one all-or-nothing createQuestions call.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiAuth } from '../../../admin/components/useApi';
import type { ErrorMessage } from '../../../api/errors';
import { createQuestions } from '../../../api/questionImport';
import { type ImportCheck, legacyEncodingOf, serverErrorMessage } from './importRules';

export type ImportPhase = 'idle' | 'reading' | 'checking' | 'importing';

export interface ServerError {
  message: ErrorMessage;
  /** 1-based position in the file of the question the server refused, when it names one. */
  item?: number;
}

export interface QuestionImport {
  files: File[];
  phase: ImportPhase;
  check: ImportCheck | null;
  /** How many questions the last import added (shown until another file is chosen). */
  imported: number | null;
  serverError: ServerError | null;
  /** Rows checked so far out of about how many, while a file is checked. */
  progress: { checked: number; total: number } | null;
  choose: (files: File[]) => void;
  start: () => void;
}

export function useQuestionImport(): QuestionImport {
  const { i18n } = useTranslation();
  const auth = useApiAuth();
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const [phase, setPhase] = useState<ImportPhase>('idle');
  const [check, setCheck] = useState<ImportCheck | null>(null);
  const [imported, setImported] = useState<number | null>(null);
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const [progress, setProgress] = useState<QuestionImport['progress']>(null);
  // A file chosen while another is still being read wins: older results are dropped.
  const latest = useRef(0);
  const importing = useRef(false);

  const read = async (file: File, ticket: number) => {
    let next: ImportCheck;
    try {
      const data = await file.arrayBuffer();
      if (ticket !== latest.current) return;
      setPhase('checking');
      const { checkImportFile } = await import('./importWorkbook');
      next = await checkImportFile(data, {
        fileName: file.name,
        legacyEncoding: legacyEncodingOf(i18n.language),
        onProgress: (checked, total) => {
          if (ticket === latest.current) setProgress({ checked, total });
        },
      });
    } catch {
      // The file became unreadable (moved, permissions) or the parser chunk failed to load.
      next = { kind: 'fileError', message: { key: 'IMPORT_READ_ERR_MSG' } };
    }
    if (ticket !== latest.current) return;
    setCheck(next);
    setProgress(null);
    setPhase('idle');
  };

  const choose = (chosen: File[]) => {
    // The file stays as it is while its import runs: the answer must land on this file's result.
    if (importing.current) return;
    latest.current += 1;
    setFiles(chosen);
    setCheck(null);
    setImported(null);
    setServerError(null);
    setProgress(null);
    const [file] = chosen;
    if (!file) {
      setPhase('idle');
      return;
    }
    setPhase('reading');
    void read(file, latest.current);
  };

  const start = async () => {
    if (check?.kind !== 'ready' || phase !== 'idle') return;
    importing.current = true;
    setPhase('importing');
    setServerError(null);
    try {
      const created = await createQuestions(auth, check.questions);
      setImported(created.length);
      setCheck(null);
      setFiles([]);
      void queryClient.invalidateQueries({ queryKey: ['questions'] });
    } catch (error) {
      // All or nothing on the server: nothing was added, the same file can be sent again.
      setServerError(serverErrorMessage(error, (key) => i18n.exists(key)));
    } finally {
      importing.current = false;
      setPhase('idle');
    }
  };

  return { files, phase, check, imported, serverError, progress, choose, start: () => void start() };
}
