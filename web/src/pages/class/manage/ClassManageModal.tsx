/**
 * The class manage modal (spec sections 2, 4 "Student rows" and 5 "Classroom and students"):
 * the classroom title, the student list and the background image. Create mode without an id,
 * edit mode with one; Delete only in edit mode, for a manager who is not staff. Everything is
 * checked before the first call, then saveClassroom.ts writes the classroom and the one student batch.
 * "Import roster" switches the student section to the roster import (roster/), which saves the
 * classroom the same way with the file's rows in place of the batch.
 */
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../admin/components/ConfirmModal';
import { useApiAuth, useErrorToast } from '../../../admin/components/useApi';
import { readApiError } from '../../../api/errors';
import { removeSpot, type SpotImage, type SpotRow } from '../../../api/fleet';
import { useWording } from '../../../i18n/useWording';
import { useNotify } from '../../../notifications/NotificationsProvider';
import { ClassImageField } from './ClassImageField';
import { classroomCalls, fetchClassStudents } from './classroomApi';
import { RosterImportPanel } from './roster/RosterImportPanel';
import { useRosterImport } from './roster/useRosterImport';
import { StudentTable } from './StudentTable';
import { saveClassroom } from './saveClassroom';
import {
  emptyRow,
  hasChanges,
  type ListErrors,
  listIsValid,
  planChanges,
  rowOf,
  type StoredStudent,
  type StudentRow,
  validateRows,
} from './studentRows';

export function ClassManageModal(props: {
  /** The classroom to edit; none opens the modal in create mode. */
  spot?: SpotRow;
  site: string;
  canDelete: boolean;
  onClose: () => void;
  /** After a save or a deletion: the list reloads. */
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const w = useWording();
  const auth = useApiAuth();
  const notify = useNotify();
  const showError = useErrorToast();
  // A create whose students failed and whose classroom could not be removed goes on in edit mode.
  const [id, setId] = useState(props.spot?._id);
  const [name, setName] = useState(props.spot?.name ?? '');
  const [image, setImage] = useState<SpotImage | null>(props.spot?.image ?? null);
  const nextKey = useRef(0);
  const newRow = () => {
    nextKey.current += 1;
    return emptyRow(`new-${nextKey.current}`);
  };
  const [rows, setRows] = useState<StudentRow[] | null>(() => (props.spot ? null : [newRow()]));
  const [stored, setStored] = useState<StoredStudent[]>([]);
  const [titleError, setTitleError] = useState(false);
  const [rowErrors, setRowErrors] = useState<ListErrors | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [view, setView] = useState<'students' | 'roster'>('students');
  const roster = useRosterImport();

  // The classroom's id, not only the one opened: a classroom created by a roster import loads its students.
  const students = useQuery({
    queryKey: ['classStudents', id],
    queryFn: () => fetchClassStudents(auth, id ?? ''),
    enabled: id !== undefined,
    gcTime: 0,
  });
  useEffect(() => {
    if (students.data && rows === null) {
      setStored(students.data);
      setRows(students.data.map(rowOf));
    }
  }, [students.data, rows]);
  useEffect(() => {
    if (students.error) showError(students.error, 'LIST_ERR_MSG');
  }, [students.error, showError]);

  const submit = async () => {
    if (busy || uploading || rows === null) return;
    const title = name.trim();
    const found = validateRows(rows);
    setTitleError(title === '');
    setRowErrors(found);
    if (title === '' || !listIsValid(found)) return;
    setBusy(true);
    const result = await saveClassroom(classroomCalls(auth), {
      id,
      site: props.site,
      name: title,
      image,
      students: planChanges(stored, rows),
    });
    setBusy(false);
    if (result.ok) {
      notify.success(t('SAVE_SUCCESS_MSG'));
      props.onChanged();
      props.onClose();
      return;
    }
    if (id === undefined && result.id !== undefined) {
      setId(result.id);
      props.onChanged();
      notify.error(w('CLASSROOM_SAVED_PARTLY_MSG'));
    }
    showError(result.error, 'CLASSROOM_SAVE_ERR_MSG');
  };

  // Rows typed but not saved would be lost when the list is read again after an import.
  const unsaved =
    rows !== null &&
    (id === undefined
      ? rows.some((row) => `${row.firstname}${row.lastname}${row.no}`.trim() !== '')
      : hasChanges(planChanges(stored, rows)));

  const importRoster = async () => {
    const title = name.trim();
    setTitleError(title === '');
    if (title === '' || uploading || unsaved) return;
    const creating = id === undefined;
    const imported = await roster.run(async (parsed) => {
      const result = await saveClassroom(classroomCalls(auth), {
        id,
        site: props.site,
        name: title,
        image,
        students: { roster: parsed.rows },
      });
      // Created and kept (imported, or its removal failed): the editor goes on with that classroom.
      if (result.id !== undefined) setId(result.id);
      if (result.id !== undefined || result.ok) props.onChanged();
      return result;
    });
    if (!imported) return;
    notify.success(
      t('ROSTER_SUCCESS_MSG', {
        created: imported.created,
        updated: imported.updated,
        unchanged: imported.unchanged,
        bound: imported.boundDevices,
      }),
    );
    setView('students');
    if (creating) {
      // The new classroom's id starts the read of its students, which fills the list.
      setRows(null);
      setStored([]);
      return;
    }
    const fresh = await students.refetch();
    if (fresh.data) {
      setStored(fresh.data);
      setRows(fresh.data.map(rowOf));
    }
  };

  const remove = async () => {
    if (id === undefined) return;
    setBusy(true);
    try {
      await removeSpot(auth, id, true);
      notify.success(t('DELETE_SUCCESS_MSG'));
      props.onChanged();
      props.onClose();
    } catch (error) {
      // Its students go with it; devices or scanners linked to it keep it (docs/class-list.md).
      if (readApiError(error).info.key === 'SPOT_NOT_EMPTY') notify.error(w('CLASSROOM_NOT_EMPTY'));
      else showError(error, 'CLASSROOM_DELETE_ERR_MSG');
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const invalidRows = rowErrors !== null && !listIsValid(rowErrors);
  return (
    <>
      <Modal
        visible
        size="large"
        onDismiss={props.onClose}
        header={id === undefined ? t('ADD_CLASSROOM') : w('MANAGE_CLASS')}
        data-testid="class-manage"
        footer={
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            <div>
              {id !== undefined && props.canDelete && (
                <Button
                  disabled={busy}
                  onClick={() => setConfirming(true)}
                  nativeButtonAttributes={{ 'data-testid': 'class-manage-delete' }}
                >
                  {t('DELETE')}
                </Button>
              )}
            </div>
            {view === 'roster' ? (
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  variant="link"
                  disabled={roster.phase === 'importing'}
                  onClick={() => setView('students')}
                  nativeButtonAttributes={{ 'data-testid': 'roster-back' }}
                >
                  {t('ROSTER_BACK')}
                </Button>
                <Button
                  variant="primary"
                  iconName="upload"
                  loading={roster.phase === 'importing'}
                  disabled={!roster.ready || unsaved || uploading}
                  onClick={() => void importRoster()}
                  nativeButtonAttributes={{ 'data-testid': 'roster-start' }}
                >
                  {t(id === undefined ? 'ROSTER_CREATE_AND_START' : 'ROSTER_START')}
                </Button>
              </SpaceBetween>
            ) : (
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  variant="link"
                  onClick={props.onClose}
                  nativeButtonAttributes={{ 'data-testid': 'class-manage-cancel' }}
                >
                  {t('CANCEL')}
                </Button>
                <Button
                  variant="primary"
                  loading={busy}
                  disabled={uploading || rows === null}
                  onClick={() => void submit()}
                  nativeButtonAttributes={{ 'data-testid': 'class-manage-save' }}
                >
                  {t('SAVE')}
                </Button>
              </SpaceBetween>
            )}
          </div>
        }
      >
        <SpaceBetween size="l">
          <FormField
            label={w('CLASSROOM_TITLE')}
            errorText={titleError ? w('REQUIRED_CLASSROOM_TITLE') : undefined}
          >
            <Input
              value={name}
              invalid={titleError}
              onChange={({ detail }) => {
                setName(detail.value);
                setTitleError(false);
              }}
              nativeInputAttributes={{ 'data-testid': 'class-manage-title', maxLength: 100 }}
            />
          </FormField>
          <FormField label={t('IMAGE')} description={t('CLASSROOM_IMAGE_HINT')}>
            <ClassImageField value={image} onChange={setImage} onUploading={setUploading} />
          </FormField>
          {view === 'roster' && <RosterImportPanel state={roster} blocked={unsaved} />}
          {view === 'students' && invalidRows && (
            <Alert type="error" data-testid="class-manage-row-errors">
              {rowErrors.list ? w(rowErrors.list) : t('CHECK_STUDENT_ROWS')}
            </Alert>
          )}
          {view === 'students' && (
            <StudentTable
              rows={rows ?? []}
              errors={rowErrors}
              loading={rows === null}
              onChange={(next) => {
                setRows(next);
                if (rowErrors) setRowErrors(validateRows(next));
              }}
              onAdd={() => setRows([newRow(), ...(rows ?? [])])}
              onImport={() => setView('roster')}
            />
          )}
        </SpaceBetween>
      </Modal>
      <ConfirmModal
        visible={confirming}
        message={w('CLASSROOM_DELETE_CONFIRM_MSG', { name: props.spot?.name ?? name })}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove()}
        testId="class-manage-delete-confirm"
      />
    </>
  );
}
