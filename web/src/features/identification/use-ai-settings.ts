// The identifier's settings for administrators (GET/PUT /api/admin/ai-settings with the bearer token).
import type { AiSettings, AiSettingsResponse } from '@common/schemas/identification';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, apiRequest } from '../../lib/api';
import { adminHeaders, setAdminToken } from '../auth/admin-token';

export const aiSettingsKey = ['admin', 'ai-settings'] as const;

export function useAiSettings() {
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: aiSettingsKey,
    queryFn: () =>
      apiRequest<AiSettingsResponse>('GET', '/api/admin/ai-settings', undefined, { headers: adminHeaders() }),
  });
  const unauthorized = query.error instanceof ApiError && query.error.status === 401;
  useEffect(() => {
    if (!unauthorized) return;
    setAdminToken(null);
    navigate('/admin/login', { replace: true });
  }, [unauthorized, navigate]);
  return { ...query, unauthorized };
}

export function useSaveAiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AiSettings) =>
      apiRequest<AiSettingsResponse>('PUT', '/api/admin/ai-settings', settings, { headers: adminHeaders() }),
    onSuccess: (saved) => queryClient.setQueryData(aiSettingsKey, saved),
  });
}
