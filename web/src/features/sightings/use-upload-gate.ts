// Upload and report actions need a member (spec section 5): visitors get 'Sign In Required' and go to
// /login?returnUrl={the page they asked for}.
// While the session is still loading nobody is turned away; the route guard decides once it knows.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/use-toast';
import { useCurrentUser } from '../auth/use-current-user';

export function useUploadGate(): (to: string) => void {
  const { isAuthenticated, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useCallback(
    (to: string) => {
      if (!isLoading && !isAuthenticated) {
        toast({
          title: t('sightings.signInRequired.title'),
          description: t('sightings.signInRequired.description'),
        });
        // Back to the page they asked for once signed in, as the route guard does.
        navigate(`/login?returnUrl=${encodeURIComponent(to)}`);
        return;
      }
      navigate(to);
    },
    [isAuthenticated, isLoading, navigate, t],
  );
}
