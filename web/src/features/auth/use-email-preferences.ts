// E-mail preferences: through the signed link in an e-mail (?token=) or, without one, for the signed-in member.

import type { EmailPreferences } from '@common/schemas/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/use-toast';
import { apiRequest, errorMessage, getQueryFn } from '../../lib/api';
import { authKeys } from './keys';

export type PreferencesSource = { kind: 'token'; token: string } | { kind: 'member' };

export interface PreferencesReply {
  username: string;
  preferences: EmailPreferences;
}

function keyFor(source: PreferencesSource) {
  return source.kind === 'token' ? authKeys.emailPreferencesByToken(source.token) : authKeys.emailPreferences;
}

function urlFor(source: PreferencesSource): string {
  return source.kind === 'token'
    ? `/api/email-preferences?token=${encodeURIComponent(source.token)}`
    : '/api/user/email-preferences';
}

/** `source` is null while we do not yet know who is asking (no token, session still loading or signed out). */
export function useEmailPreferences(source: PreferencesSource | null) {
  return useQuery({
    queryKey: source ? keyFor(source) : authKeys.emailPreferences,
    queryFn: getQueryFn<PreferencesReply>({ on401: 'throw' }),
    enabled: source !== null,
  });
}

export function useSaveEmailPreferences(source: PreferencesSource | null) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (preferences: EmailPreferences) => {
      if (!source) throw new Error('No preferences owner');
      return apiRequest<{ message: string }>('PUT', urlFor(source), preferences);
    },
    onSuccess: (reply, preferences) => {
      if (source) {
        queryClient.setQueryData<PreferencesReply>(keyFor(source), (old) =>
          old ? { ...old, preferences } : old,
        );
        // The current member's record carries the preferences too.
        if (source.kind === 'member') void queryClient.invalidateQueries({ queryKey: authKeys.me });
      }
      toast({ variant: 'success', title: t('emailPreferences.saved'), description: reply?.message });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: t('emailPreferences.saveFailed'),
        description: errorMessage(error, t('common.tryAgain')),
      });
    },
  });
}
