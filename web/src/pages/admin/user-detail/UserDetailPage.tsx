/** /admin/manage/user/detail/:id: the user's panel with edit, delete and the account actions. */
import { useParams } from 'react-router-dom';
import { Detail } from '../../../admin/components/Detail';
import { formatDateTime, personName } from '../../../admin/components/format';
import { useApiAuth } from '../../../admin/components/useApi';
import { primaryRole, ROLE_LABEL_KEYS } from '../../../admin/roleRules';
import { fetchUser, removeUser, type UserRow } from '../../../api/users';
import { UserFormModal } from '../forms/UserFormModal';
import { ActiveBadge } from '../shared/ActiveBadge';
import { ApprovalBadge, ApproveButton } from './Approval';
import { UserActions } from './UserActions';

const LIST = '/admin/manage/dusetting/user';

export function UserDetailPage() {
  const { id = '' } = useParams();
  const auth = useApiAuth();
  return (
    <Detail<UserRow>
      queryKey={['users', 'one', id]}
      load={() => fetchUser(auth, id)}
      titleKey="USER"
      listPath={LIST}
      describe={(user, { t, w, language }) => ({
        title: personName(user) || user.uid,
        items: [
          { label: t('USER_ID'), value: user.uid, testId: 'uid' },
          { label: t('NAME'), value: personName(user), testId: 'name' },
          { label: t('SEAT_NO'), value: user.no ?? '' },
          { label: t('ROLE'), value: t(ROLE_LABEL_KEYS[primaryRole(user.role)]), testId: 'role' },
          { label: w('SITE'), value: user.site?.name, testId: 'site' },
          { label: w('SPOT'), value: user.spots.map((spot) => spot.name).join(', '), testId: 'spots' },
          { label: t('EMAIL'), value: user.email },
          { label: t('TEL'), value: user.tel },
          { label: t('ACTIVE'), value: <ActiveBadge active={user.active} /> },
          { label: t('APPROVAL'), value: <ApprovalBadge verified={user.verified} />, testId: 'approval' },
          { label: t('CREATED_AT'), value: formatDateTime(user.createdAt, language) },
        ],
        actions: (
          <>
            <ApproveButton user={user} />
            <UserActions user={user} />
          </>
        ),
        editor: (onClose) => <UserFormModal user={user} onClose={onClose} />,
        remove: () => removeUser(auth, user._id),
        listPath: LIST,
      })}
    />
  );
}
