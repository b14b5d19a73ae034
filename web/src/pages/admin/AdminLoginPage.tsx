// /admin/login: administrator credentials, validated by signInSchema, then useAdminLogin.

import { signInSchema } from '@common/schemas/auth';
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { FieldError } from '../../components/ui/FieldError';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { PasswordInput } from '../../components/ui/PasswordInput';
import { useAdminLogin } from '../../features/admin/use-admin-login';
import { AuthCard } from '../../features/auth/AuthCard';
import { type FieldErrors, fieldA11y, zodFieldErrors } from '../../features/auth/form-errors';
import { translateAll } from '../../features/auth/validation-messages';

export default function AdminLoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.login.title'));
  const login = useAdminLogin();
  const [values, setValues] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = signInSchema.safeParse(values);
    if (!result.success) {
      setErrors(zodFieldErrors(result.error));
      return;
    }
    setErrors({});
    login.mutate(result.data);
  };
  const pending = login.isPending;

  return (
    <AuthCard
      title={
        <span className="inline-flex items-center gap-2">
          <ShieldCheck className="size-6 text-brand-700" aria-hidden />
          {t('admin.login.title')}
        </span>
      }
      subtitle={t('admin.login.subtitle')}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        <div className="grid gap-2">
          <Label htmlFor="admin-username">{t('admin.login.username')}</Label>
          <Input
            id="admin-username"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={values.username}
            onChange={(e) => setValues({ ...values, username: e.target.value })}
            disabled={pending}
            {...fieldA11y(errors, 'username', 'admin-username-error')}
          />
          <FieldError id="admin-username-error" messages={translateAll(t, errors.username)} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="admin-password">{t('auth.fields.password')}</Label>
          <PasswordInput
            id="admin-password"
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={(e) => setValues({ ...values, password: e.target.value })}
            disabled={pending}
            {...fieldA11y(errors, 'password', 'admin-password-error')}
          />
          <FieldError id="admin-password-error" messages={translateAll(t, errors.password)} />
        </div>
        <Button type="submit" size="lg" disabled={pending} className="w-full">
          {pending ? t('auth.login.submitting') : t('auth.login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
