// Moderation hooks: the viewer's view of a sighting (held? flagged by me?), flagging sightings, comments and
// profiles, and the administrators' queue, decisions, log, suspensions and settings (bearer token; a 401 sends
// the administrator to sign in again).
import type {
  DecisionInput,
  FlagCreated,
  FlaggedItem,
  FlagInput,
  FlagResolution,
  FlagStatus,
  ModerationActionView,
  ModerationSettings,
  ModerationSettingsInput,
  QueueItem,
  QueueView,
  SightingModerationState,
  SuspendedMember,
  TextFlagInput,
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

/** A member flags a comment or a profile (once; a second time answers 409, said as it is). */
export function useFlagItem(kind: 'comment' | 'profile', id: number) {
  const queryClient = useQueryClient();
  const path = kind === 'comment' ? `/api/comments/${id}/flag` : `/api/users/${id}/flag`;
  return useMutation({
    mutationFn: (input: TextFlagInput) => apiRequest<FlagCreated>('POST', path, input),
    // The flag that hid a comment (enough members flagged it): its sighting's comments and count change.
    onSuccess: (created) => {
      if (created?.hidden) void queryClient.invalidateQueries({ queryKey: sightingKeys.all });
    },
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
    mutationFn: (settings: ModerationSettingsInput) =>
      apiRequest<ModerationSettings>('PUT', '/api/admin/moderation/settings', settings, {
        headers: adminHeaders(),
      }),
    onSuccess: (saved) => queryClient.setQueryData(moderationKeys.settings, saved),
  });
}

const withToken = () => ({ headers: adminHeaders() });

export function useModerationItems(view: QueueView) {
  const query = useQuery({
    queryKey: moderationKeys.items(view),
    queryFn: () =>
      apiRequest<QueueItem[]>('GET', `/api/admin/moderation/queue?view=${view}`, undefined, withToken()),
  });
  const unauthorized = useAdminRedirectOn401(query.error);
  return { ...query, unauthorized };
}

export function useModerationActions(enabled = true) {
  const query = useQuery({
    queryKey: moderationKeys.actions,
    queryFn: () =>
      apiRequest<ModerationActionView[]>('GET', '/api/admin/moderation/actions', undefined, withToken()),
    enabled,
  });
  const unauthorized = useAdminRedirectOn401(query.error);
  return { ...query, unauthorized };
}

export function useSuspendedMembers(enabled = true) {
  const query = useQuery({
    queryKey: moderationKeys.suspensions,
    queryFn: () =>
      apiRequest<SuspendedMember[]>('GET', '/api/admin/moderation/suspensions', undefined, withToken()),
    enabled,
  });
  const unauthorized = useAdminRedirectOn401(query.error);
  return { ...query, unauthorized };
}

/** Everything a decision can change: the queue, the log, suspensions, and the lists the item was shown in. */
function useAfterDecision() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: moderationKeys.all });
    void queryClient.invalidateQueries({ queryKey: sightingKeys.all });
  };
}

export function useDecide() {
  const after = useAfterDecision();
  return useMutation({
    mutationFn: (decision: DecisionInput) =>
      apiRequest('POST', '/api/admin/moderation/decisions', decision, withToken()),
    onSuccess: after,
  });
}

export function useUnsuspend() {
  const after = useAfterDecision();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      apiRequest('POST', `/api/admin/moderation/members/${id}/unsuspend`, { reason }, withToken()),
    onSuccess: after,
  });
}
