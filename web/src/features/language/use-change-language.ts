// Switching the interface language: i18n first (storage, direction), then the member's stored preference.
import { isLanguageCode } from '@common/constants/languages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/ui/use-toast';
import { apiRequest } from '../../lib/api';
import { changeLanguage } from '../../lib/i18n';
import { authKeys } from '../auth/keys';
import { useCurrentUser } from '../auth/use-current-user';

export function useChangeLanguage(): (code: string) => Promise<void> {
  const { user } = useCurrentUser();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  // Answers that name species (sightings, species pages, suggestions) are in the reader's language: asked again.
  const refreshNamed = useCallback(
    () => void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== authKeys.me[0] }),
    [queryClient],
  );
  const { mutate } = useMutation({
    mutationFn: (preferredLanguage: string) =>
      apiRequest('PUT', '/api/user/language-preference', { preferredLanguage }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: authKeys.me });
      refreshNamed();
    },
    onError: () => {
      toast({ title: t('common.error'), description: t('language.saveFailed'), variant: 'destructive' });
    },
  });

  return useCallback(
    async (code: string) => {
      // changeLanguage ignores (and warns about) unsupported codes; then there is nothing to save either.
      if (!(await changeLanguage(code))) return;
      if (user && isLanguageCode(code) && user.preferredLanguage !== code) mutate(code);
      // A visitor's language travels in the cookie changeLanguage has just set.
      else if (!user) refreshNamed();
    },
    [user, mutate, refreshNamed],
  );
}
