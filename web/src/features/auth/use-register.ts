// Registration (spec sections 4 and 8): create the account, refresh the current member, toast, then let the
// page open its welcome dialog.

import type { registerSchema } from '@common/schemas/auth';
import type { CurrentUser } from '@common/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { toast } from '../../components/ui/use-toast';
import { apiRequest, errorMessage } from '../../lib/api';
import { rememberUserId } from '../../lib/session-id';
import { authKeys } from './keys';

export type RegisterPayload = z.output<typeof registerSchema>;
export interface RegisterReply {
  message: string;
  user: CurrentUser;
}

export function useRegister({ onRegistered }: { onRegistered: (user: CurrentUser) => void }) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (input: RegisterPayload) => apiRequest<RegisterReply>('POST', '/api/auth/register', input),
    onSuccess: (reply) => {
      rememberUserId(reply.user.id);
      void queryClient.invalidateQueries({ queryKey: authKeys.me });
      toast({
        title: t('auth.register.success.title'),
        description: t('auth.register.success.description'),
      });
      onRegistered(reply.user);
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: t('auth.register.failed.title'),
        description: errorMessage(error, t('auth.register.failed.description')),
      });
    },
  });
}
