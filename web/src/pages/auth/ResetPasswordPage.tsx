// /reset-password?token=...: choose a new password (with the strength meter) using the e-mailed token.
// A missing, invalid or expired token leads back to /forgot-password for a new link.

import { resetPasswordSchema } from '@common/schemas/auth';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/Button';
import { FieldError } from '../../components/ui/FieldError';
import { Label } from '../../components/ui/Label';
import { PasswordInput } from '../../components/ui/PasswordInput';
import { toast } from '../../components/ui/use-toast';
import { AuthCard } from '../../features/auth/AuthCard';
import {
  type FieldErrors,
  fieldA11y,
  serverFieldErrors,
  zodFieldErrors,
} from '../../features/auth/form-errors';
import { PasswordStrengthMeter } from '../../features/auth/PasswordStrengthMeter';
import { useResetPassword } from '../../features/auth/use-password-reset';
import { translateAll, translateValidation } from '../../features/auth/validation-messages';
import { ApiError, errorMessage } from '../../lib/api';

function RequestNewLink({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation();
  return (
    <AuthCard title={title}>
      <div role="alert" className="grid justify-items-center gap-4 text-center">
        <p className="text-stone-700">{message}</p>
        <Button asChild>
          <Link to="/forgot-password">{t('auth.resetPassword.requestNew')}</Link>
        </Button>
      </div>
    </AuthCard>
  );
}

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [linkProblem, setLinkProblem] = useState<string | null>(null);

  if (!token) {
    return (
      <RequestNewLink
        title={t('auth.resetPassword.missingToken.title')}
        message={t('auth.resetPassword.missingToken.description')}
      />
    );
  }
  if (linkProblem)
    return <RequestNewLink title={t('auth.resetPassword.invalidTitle')} message={linkProblem} />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = resetPasswordSchema.safeParse({ token, password });
    const next: FieldErrors = result.success ? {} : zodFieldErrors(result.error);
    // A token too short to be real is a broken link, not something the person can fix in the form.
    const tokenMessage = next.token?.[0];
    if (tokenMessage) {
      setLinkProblem(translateValidation(t, tokenMessage));
      return;
    }
    if (confirm !== password) next.confirm = [t('validation.passwordsDoNotMatch')];
    setErrors(next);
    if (!result.success || next.confirm) return;

    reset.mutate(result.data, {
      onSuccess: (reply) => {
        toast({ variant: 'success', title: t('auth.resetPassword.success'), description: reply?.message });
        navigate('/login', { replace: true });
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        // A 400 without field messages is the server saying the token is unknown, used or expired.
        if (error instanceof ApiError && error.status === 400 && !fields.password) {
          setLinkProblem(error.serverMessage ?? t('auth.resetPassword.failed'));
          return;
        }
        setErrors(fields);
        toast({
          variant: 'destructive',
          title: t('auth.resetPassword.failed'),
          description: errorMessage(error, t('common.tryAgain')),
        });
      },
    });
  };

  const pending = reset.isPending;
  return (
    <AuthCard title={t('auth.resetPassword.title')} subtitle={t('auth.resetPassword.subtitle')}>
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <div className="grid gap-2">
          <Label htmlFor="reset-password">{t('auth.fields.newPassword')}</Label>
          <PasswordInput
            id="reset-password"
            name="password"
            autoComplete="new-password"
            placeholder={t('auth.placeholders.newPassword')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            disabled={pending}
            {...fieldA11y(
              errors,
              'password',
              'reset-password-error',
              password ? 'reset-password-strength' : undefined,
            )}
          />
          <FieldError id="reset-password-error" messages={translateAll(t, errors.password)} />
          <PasswordStrengthMeter id="reset-password-strength" password={password} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="reset-confirm">{t('auth.fields.confirmPassword')}</Label>
          <PasswordInput
            id="reset-confirm"
            name="confirm"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            disabled={pending}
            {...fieldA11y(errors, 'confirm', 'reset-confirm-error')}
          />
          <FieldError id="reset-confirm-error" messages={errors.confirm} />
        </div>
        <Button type="submit" size="lg" disabled={pending} className="w-full">
          {pending ? t('auth.resetPassword.submitting') : t('auth.resetPassword.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
