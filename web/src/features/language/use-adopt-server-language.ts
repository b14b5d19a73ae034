// When a member's stored language differs from the one this browser detected, the member's choice wins,
// once per signed-in member, so a later switch in this tab is not undone by a refetch of /api/auth/me.
import { isLanguageCode } from '@common/constants/languages';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/i18n';
import { useCurrentUser } from '../auth/use-current-user';
import { currentLanguageCode } from './current-language';

export function useAdoptServerLanguage(): void {
  const { user } = useCurrentUser();
  const { i18n } = useTranslation();
  const adoptedFor = useRef<number | null>(null);

  useEffect(() => {
    if (!user) {
      adoptedFor.current = null;
      return;
    }
    if (adoptedFor.current === user.id) return;
    adoptedFor.current = user.id;
    const stored = user.preferredLanguage;
    if (isLanguageCode(stored) && stored !== currentLanguageCode(i18n)) void changeLanguage(stored);
  }, [user, i18n]);
}
