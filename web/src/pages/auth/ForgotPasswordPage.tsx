// /forgot-password: ask for a reset link. The server answers the same whether or not the account exists,
// so its message is shown as is and nothing here reveals which addresses have accounts.

import { forgotPasswordSchema } from '@common/schemas/auth';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { FieldError } from '../../components/ui/FieldError';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { toast } from '../../components/ui/use-toast';
import { AuthCard } from '../../features/auth/AuthCard';
import {
  type FieldErrors,
  fieldA11y,
  serverFieldErrors,
  zodFieldErrors,
} from '../../features/auth/form-errors';
import { useForgotPassword } from '../../features/auth/use-password-reset';
import { translateAll } from '../../features/auth/validation-messages';
import { errorMessage } from '../../lib/api';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = forgotPasswordSchema.safeParse({ email });
    if (!result.success) {
      setErrors(zodFieldErrors(result.error));
      return;
    }
    setErrors({});
    forgot.mutate(result.data, {
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        toast({
          variant: 'destructive',
          title: t('auth.forgotPassword.failed'),
          description: errorMessage(error, t('common.tryAgain')),
        });
      },
    });
  };

  if (forgot.isSuccess) {
    return (
      <AuthCard title={t('auth.forgotPassword.sentTitle')}>
        <div role="status" className="grid justify-items-center gap-4 text-center">
          <MailCheck className="size-12 text-brand-600" aria-hidden />
          <p className="text-stone-700">{forgot.data?.message}</p>
          <Button asChild variant="outline">
            <Link to="/login">{t('auth.forgotPassword.backToSignIn')}</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  const pending = forgot.isPending;
  return (
    <AuthCard title={t('auth.forgotPassword.title')} subtitle={t('auth.forgotPassword.subtitle')}>
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <div className="grid gap-2">
          <Label htmlFor="forgot-email">{t('auth.fields.email')}</Label>
          <Input
            id="forgot-email"
            name="email"
            type="email"
            autoComplete="email"
            placeholder={t('auth.placeholders.email')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            disabled={pending}
            {...fieldA11y(errors, 'email', 'forgot-email-error')}
          />
          <FieldError id="forgot-email-error" messages={translateAll(t, errors.email)} />
        </div>
        <Button type="submit" size="lg" disabled={pending} className="w-full">
          {pending ? t('auth.forgotPassword.submitting') : t('auth.forgotPassword.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="text-brand-700 hover:underline">
          {t('auth.forgotPassword.backToSignIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
