/** The user detail's own actions: reset password (shown once), change role, link to a site. */
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteSelect } from '../../../admin/components/EntitySelects';
import { FormModal } from '../../../admin/components/FormModal';
import { ModalActions } from '../../../admin/components/ModalFooter';
import { useApiAuth, useErrorToast } from '../../../admin/components/useApi';
import { useSaveMutation } from '../../../admin/components/useSaveMutation';
import {
  assignableRoles,
  primaryRole,
  ROLE_LABEL_KEYS,
  type RoleName,
  roleInput,
} from '../../../admin/roleRules';
import { linkUserToSite, resetPassword, type UserRow, updateUserRole } from '../../../api/users';
import { useAuth } from '../../../auth/AuthProvider';
import { useWording } from '../../../i18n/useWording';
import { SpotMultiSelect } from '../forms/UserFormModal';

type Open = 'reset' | 'role' | 'site' | undefined;

/** Saves the user's change, then re-reads the users and closes the modal. */
function useUserSave(save: () => Promise<unknown>, onClose: () => void) {
  return useSaveMutation({ mutationFn: save, invalidates: [['users']], onSaved: onClose });
}

function ResetPasswordModal({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const { t } = useTranslation();
  const auth = useApiAuth();
  const showError = useErrorToast();
  const reset = useMutation({
    mutationFn: () => resetPassword(auth, user._id),
    onError: (error) => showError(error, 'RESET_PASSWORD_ERROR'),
  });
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t('RESET_PASSWORD')}
      data-testid="reset-password"
      footer={
        <ModalActions>
          <Button
            variant="link"
            onClick={onClose}
            nativeButtonAttributes={{ 'data-testid': 'reset-password-close' }}
          >
            {t('CLOSE')}
          </Button>
          {!reset.data && (
            <Button
              variant="primary"
              loading={reset.isPending}
              onClick={() => reset.mutate()}
              nativeButtonAttributes={{ 'data-testid': 'reset-password-ok' }}
            >
              {t('RESET_PASSWORD')}
            </Button>
          )}
        </ModalActions>
      }
    >
      {reset.data ? (
        // Shown once: the server keeps only its hash, and closing the modal forgets it.
        <Alert type="success" header={t('NEW_PASSWORD_ONCE')}>
          <Box variant="code" data-testid="reset-password-value">
            {reset.data.password}
          </Box>
        </Alert>
      ) : (
        t('RESET_PASSWORD_CONFIRM_MSG', { name: user.uid })
      )}
    </Modal>
  );
}

function RoleModal({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const { t } = useTranslation();
  const auth = useApiAuth();
  const { user: caller } = useAuth();
  const [role, setRole] = useState<RoleName>(primaryRole(user.role));
  const options = assignableRoles(caller?.role ?? {}).map((name) => ({
    value: name,
    label: t(ROLE_LABEL_KEYS[name]),
  }));
  const save = useUserSave(() => updateUserRole(auth, { id: user._id, role: roleInput(role) }), onClose);
  return (
    <FormModal
      title={t('CHANGE_ROLE')}
      busy={save.isPending}
      onCancel={onClose}
      onSubmit={() => save.mutate()}
      testId="user-role"
    >
      <FormField label={t('ROLE')}>
        <Select
          data-testid="user-role-select"
          selectedOption={options.find((option) => option.value === role) ?? null}
          options={options}
          onChange={({ detail }) => setRole(detail.selectedOption.value as RoleName)}
        />
      </FormField>
    </FormModal>
  );
}

function SiteModal({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const { t } = useTranslation();
  const w = useWording();
  const auth = useApiAuth();
  const [site, setSite] = useState(user.site?._id);
  const [spots, setSpots] = useState(user.spots.map((spot) => spot._id));
  const save = useUserSave(
    () => linkUserToSite(auth, { id: user._id, site: site ?? null, spots: site ? spots : [] }),
    onClose,
  );
  return (
    <FormModal
      title={w('LINK_TO_SITE')}
      busy={save.isPending}
      onCancel={onClose}
      onSubmit={() => save.mutate()}
      testId="user-site"
    >
      <FormField label={w('SITE')}>
        <SiteSelect
          testId="user-site-site"
          value={site}
          onChange={(next) => {
            setSite(next);
            setSpots([]);
          }}
          allowAll
          allLabel={t('NONE')}
          fallbackLabel={user.site?.name ?? undefined}
        />
      </FormField>
      <FormField label={w('SPOT')}>
        <SpotMultiSelect site={site} value={spots} onChange={setSpots} />
      </FormField>
    </FormModal>
  );
}

export function UserActions({ user }: { user: UserRow }) {
  const { t } = useTranslation();
  const w = useWording();
  const [open, setOpen] = useState<Open>();
  const close = () => setOpen(undefined);
  // One element with its own spacing: the panel's header spaces its children, not a fragment's.
  return (
    <>
      <SpaceBetween direction="horizontal" size="xs">
        <Button
          onClick={() => setOpen('reset')}
          nativeButtonAttributes={{ 'data-testid': 'user-reset-password' }}
        >
          {t('RESET_PASSWORD')}
        </Button>
        <Button
          onClick={() => setOpen('role')}
          nativeButtonAttributes={{ 'data-testid': 'user-change-role' }}
        >
          {t('CHANGE_ROLE')}
        </Button>
        <Button onClick={() => setOpen('site')} nativeButtonAttributes={{ 'data-testid': 'user-link-site' }}>
          {w('LINK_TO_SITE')}
        </Button>
      </SpaceBetween>
      {open === 'reset' && <ResetPasswordModal user={user} onClose={close} />}
      {open === 'role' && <RoleModal user={user} onClose={close} />}
      {open === 'site' && <SiteModal user={user} onClose={close} />}
    </>
  );
}
