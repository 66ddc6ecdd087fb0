/**
 * Start-up (spec section 4): with a stored token the current user is fetched once; no user or a
 * failed call clears the store and goes to /.
 */
import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { fetchMe } from '../api/auth';
import { useAuth } from './AuthProvider';

export function SessionBootstrap() {
  const { token, user, updateUser, clear } = useAuth();
  const navigate = useNavigate();
  // Only the token found at start-up is verified; a later sign-in already returns its user.
  const [startToken] = useState(token);
  const me = useQuery({
    queryKey: ['me', startToken],
    queryFn: () => fetchMe(startToken ?? ''),
    enabled: startToken !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  useEffect(() => {
    if (me.data && token === startToken) {
      updateUser(me.data);
    }
  }, [me.data, token, startToken, updateUser]);

  useEffect(() => {
    if (me.isError && token === startToken) {
      clear();
      navigate('/', { replace: true });
    }
  }, [me.isError, token, startToken, clear, navigate]);

  // A token without a stored user cannot be routed until `me` answers.
  if (startToken !== null && token === startToken && user === null && me.isPending) {
    return (
      <Box textAlign="center" padding="xxxl">
        <Spinner size="large" />
      </Box>
    );
  }
  return <Outlet />;
}
