// /login (spec section 2): username or e-mail and password, validated by signInSchema, then useLogin.

import { signInSchema } from '@common/schemas/auth';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/Button';
import { FieldError } from '../../components/ui/FieldError';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { PasswordInput } from '../../components/ui/PasswordInput';
import { AuthCard } from '../../features/auth/AuthCard';
import { type FieldErrors, fieldA11y, zodFieldErrors } from '../../features/auth/form-errors';
import { isSafeRedirectPath, redirectTargetFrom } from '../../features/auth/redirect-target';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { useLogin } from '../../features/auth/use-login';
import { translateAll } from '../../features/auth/validation-messages';

export default function LoginPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { isAuthenticated } = useCurrentUser();
  const login = useLogin();
  const [values, setValues] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);

  // Someone already signed in has nothing to do here; during our own sign-in useLogin navigates itself.
  if (isAuthenticated && !login.isPending && !login.isSuccess)
    return <Navigate to={redirectTargetFrom(searchParams)} replace />;

  const pending = login.isPending;
  const returnUrl = searchParams.get('returnUrl');
  const registerHref = isSafeRedirectPath(returnUrl)
    ? `/register?returnUrl=${encodeURIComponent(returnUrl)}`
    : '/register';

  const validate = (next: typeof values) => {
    const result = signInSchema.safeParse(next);
    return result.success
      ? { ok: true as const, data: result.data }
      : { ok: false as const, errors: zodFieldErrors(result.error) };
  };

  const update = (field: keyof typeof values, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a submit has failed, messages follow the typing so they disappear as soon as they are fixed.
    if (submitted) {
      const result = validate(next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const result = validate(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    login.mutate(result.data);
  };

  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <div className="grid gap-2">
          <Label htmlFor="login-username">{t('auth.fields.usernameOrEmail')}</Label>
          <Input
            id="login-username"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t('auth.placeholders.usernameOrEmail')}
            value={values.username}
            onChange={(e) => update('username', e.target.value)}
            disabled={pending}
            {...fieldA11y(errors, 'username', 'login-username-error')}
          />
          <FieldError id="login-username-error" messages={translateAll(t, errors.username)} />
        </div>
        <div className="grid gap-2">
          <div className="flex items-center justify-between gap-2">
            <Label htmlFor="login-password">{t('auth.fields.password')}</Label>
            <Link to="/forgot-password" className="text-sm text-brand-700 hover:underline">
              {t('auth.login.forgotPassword')}
            </Link>
          </div>
          <PasswordInput
            id="login-password"
            name="password"
            autoComplete="current-password"
            placeholder={t('auth.placeholders.password')}
            value={values.password}
            onChange={(e) => update('password', e.target.value)}
            disabled={pending}
            {...fieldA11y(errors, 'password', 'login-password-error')}
          />
          <FieldError id="login-password-error" messages={translateAll(t, errors.password)} />
        </div>
        <Button type="submit" size="lg" disabled={pending} className="w-full">
          {pending ? t('auth.login.submitting') : t('auth.login.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-stone-600">
        {t('auth.login.noAccount')}{' '}
        <Link to={registerHref} className="font-medium text-brand-700 hover:underline">
          {t('auth.login.signUp')}
        </Link>
      </p>
    </AuthCard>
  );
}
