// Sign-in (spec sections 4 and 8): remember the member, fetch /api/auth/me afresh, welcome toast, then go to
// the requested page (or the admin dashboard for an administrator).

import { TIMINGS } from '@common/constants/limits';
import type { SignInInput } from '@common/schemas/auth';
import type { LoginResponse } from '@common/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../components/ui/use-toast';
import { apiRequest, errorMessage } from '../../lib/api';
import { rememberUserId } from '../../lib/session-id';
import { setAdminToken } from './admin-token';
import { authKeys } from './keys';
import { redirectTargetFrom } from './redirect-target';
import { currentUserQueryOptions } from './use-current-user';

export type LoginReply = LoginResponse & { message: string };

export const ADMIN_HOME = '/admin/dashboard';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function useLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { t } = useTranslation();

  return useMutation({
    mutationFn: (input: SignInInput) => apiRequest<LoginReply>('POST', '/api/auth/login', input),
    // Returning a promise keeps the mutation pending (button reads 'Signing In...') until we navigate.
    onSuccess: async (reply) => {
      rememberUserId(reply.user.id);
      const adminToken = reply.isAdmin ? reply.adminSessionToken : undefined;
      if (adminToken) setAdminToken(adminToken);

      // The cached answer says "signed out"; clear it in place (observers are told) rather than
      // removeQueries, which would leave mounted observers holding the old query.
      queryClient.getQueryCache().find({ queryKey: authKeys.me, exact: true })?.reset();
      // The pause lets the browser store the new session cookie before /api/auth/me is asked again.
      await wait(TIMINGS.loginRefetchDelayMs);
      await queryClient.fetchQuery({ ...currentUserQueryOptions, staleTime: 0 }).catch(() => undefined);

      if (adminToken) {
        toast({
          title: t('auth.login.adminSuccess.title'),
          description: t('auth.login.adminSuccess.description'),
        });
      } else {
        toast({ title: t('auth.login.success.title'), description: t('auth.login.success.description') });
      }
      await wait(TIMINGS.loginNavigateDelayMs);
      navigate(adminToken ? ADMIN_HOME : redirectTargetFrom(searchParams), { replace: true });
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: t('auth.login.failed.title'),
        description: errorMessage(error, t('auth.login.failed.description')),
      });
    },
  });
}
