import type { UpdatePassword, UpdateProfile } from '@shiplabel/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { userStore } from '../../../app/auth/session.ts';
import { useStore } from '../../../app/store/createStore.ts';
import { authApi } from '../../auth/auth.api.ts';

export const userInfoKey = ['user', 'info'] as const;

/**
 * The signed-in user's profile and balances, refreshed when a page needing them opens; the guard's copy
 * (userStore, with the role codes) is kept in step.
 */
export function useUserInfo() {
  const cached = useStore(userStore);
  const query = useQuery({
    queryKey: userInfoKey,
    queryFn: authApi.userInfo,
    ...(cached ? { placeholderData: cached } : {}),
  });
  useEffect(() => {
    if (query.data && !query.isPlaceholderData) userStore.set(query.data);
  }, [query.data, query.isPlaceholderData]);
  return query;
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: UpdateProfile) => authApi.updateProfile(values),
    onSuccess: (user) => {
      userStore.set(user);
      client.setQueryData(userInfoKey, user);
    },
  });
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: (values: UpdatePassword) => authApi.updatePassword(values) });
}
