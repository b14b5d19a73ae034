// Moderation hooks: the viewer's view of a sighting (held? flagged by me?), flagging, and the administrators'
// queue, decisions and thresholds (bearer token; a 401 sends the administrator to sign in again).
import type {
  FlaggedItem,
  FlagInput,
  FlagResolution,
  FlagStatus,
  ModerationSettings,
  SightingModerationState,
} from '@common/schemas/moderation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, apiRequest } from '../../lib/api';
import { adminHeaders, setAdminToken } from '../auth/admin-token';
import { sightingKeys } from '../sightings/keys';
import { moderationKeys } from './keys';

export function useSightingModeration(sightingId: number, enabled = true) {
  return useQuery({
    queryKey: moderationKeys.sighting(sightingId),
    queryFn: () => apiRequest<SightingModerationState>('GET', `/api/sightings/${sightingId}/moderation`),
    enabled,
  });
}

export function useFlagSighting(sightingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FlagInput) =>
      apiRequest<{ id: number; hidden: boolean }>('POST', `/api/sightings/${sightingId}/flag`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.sighting(sightingId) }),
  });
}

/** A 401 on an admin call: the token is stale; forget it and sign in again. */
function useAdminRedirectOn401(error: unknown) {
  const navigate = useNavigate();
  const unauthorized = error instanceof ApiError && error.status === 401;
  useEffect(() => {
    if (!unauthorized) return;
    setAdminToken(null);
    navigate('/admin/login', { replace: true });
  }, [unauthorized, navigate]);
  return unauthorized;
}

export function useModerationQueue(status: FlagStatus) {
  const query = useQuery({
    queryKey: moderationKeys.queue(status),
    queryFn: () =>
      apiRequest<FlaggedItem[]>('GET', `/api/admin/moderation/flags?status=${status}`, undefined, {
        headers: adminHeaders(),
      }),
  });
  const unauthorized = useAdminRedirectOn401(query.error);
  return { ...query, unauthorized };
}

export function useResolveFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...decision }: FlagResolution & { id: number }) =>
      apiRequest('POST', `/api/admin/moderation/flags/${id}/resolve`, decision, { headers: adminHeaders() }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: moderationKeys.all });
      // A published or hidden sighting changes every list it is in.
      void queryClient.invalidateQueries({ queryKey: sightingKeys.all });
    },
  });
}

export function useModerationSettings() {
  const query = useQuery({
    queryKey: moderationKeys.settings,
    queryFn: () =>
      apiRequest<ModerationSettings>('GET', '/api/admin/moderation/settings', undefined, {
        headers: adminHeaders(),
      }),
  });
  const unauthorized = useAdminRedirectOn401(query.error);
  return { ...query, unauthorized };
}

export function useSaveModerationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ModerationSettings) =>
      apiRequest<ModerationSettings>('PUT', '/api/admin/moderation/settings', settings, {
        headers: adminHeaders(),
      }),
    onSuccess: (saved) => queryClient.setQueryData(moderationKeys.settings, saved),
  });
}
