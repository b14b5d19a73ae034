// Reading and saving member profiles: anyone's public profile, the member's own, and their sightings.
import type { OwnProfile, Profile, ProfileUpdate } from '@common/schemas/profiles';
import type { Sighting } from '@common/schemas/sightings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { authKeys } from '../auth/keys';
import { MEMBER_SIGHTINGS_PAGE_SIZE, profileKeys } from './keys';
import { usePagedList } from './paged';

/** A member's public profile; `userId` null (a malformed address) asks nothing. */
export function useProfile(userId: number | null) {
  return useQuery<Profile>({
    queryKey: profileKeys.detail(userId ?? 0),
    enabled: userId !== null,
  });
}

export function useOwnProfile() {
  return useQuery<OwnProfile>({ queryKey: profileKeys.own });
}

export function useMemberSightings(userId: number | null) {
  return usePagedList<Sighting>(
    profileKeys.sightings(userId ?? 0),
    '/api/sightings',
    { userId, limit: MEMBER_SIGHTINGS_PAGE_SIZE },
    { enabled: userId !== null },
  );
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => apiRequest<OwnProfile>('PUT', '/api/user/profile', update),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.own, profile);
      queryClient.setQueryData<Profile>(profileKeys.detail(profile.id), profile);
      // The header shows the member's picture from /api/auth/me.
      void queryClient.invalidateQueries({ queryKey: authKeys.me });
    },
  });
}

/** A positive whole number from a route parameter, or null. */
export function parseUserId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
