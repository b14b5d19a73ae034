// /register (spec section 2): username, e-mail, password with strength meter, preferred language; the plan
// chosen by ?tier= is sent as subscriptionTier and highlighted in the comparison; a welcome dialog follows.

import { isLanguageCode, LANGUAGES, type LanguageCode } from '@common/constants/languages';
import { registerSchema } from '@common/schemas/auth';
import type { CurrentUser } from '@common/schemas/users';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { FieldError } from '../../components/ui/FieldError';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { PasswordInput } from '../../components/ui/PasswordInput';
import { NativeSelect } from '../../components/ui/Select';
import {
  type FieldErrors,
  fieldA11y,
  serverFieldErrors,
  zodFieldErrors,
} from '../../features/auth/form-errors';
import { PasswordStrengthMeter } from '../../features/auth/PasswordStrengthMeter';
import { isSafeRedirectPath } from '../../features/auth/redirect-target';
import { useRegister } from '../../features/auth/use-register';
import { translateAll } from '../../features/auth/validation-messages';
import { WelcomeDialog } from '../../features/auth/WelcomeDialog';
import { useCurrentLanguage } from '../../features/language/current-language';
import { LanguageFlag } from '../../features/language/LanguageFlag';
import { PlanComparison } from '../../features/plans/PlanComparison';
import { planTierFrom } from '../../features/plans/plans';
import { referralCodeFrom } from '../../features/referrals/referral-code';

interface FormValues {
  username: string;
  email: string;
  password: string;
  preferredLanguage: LanguageCode;
}

export default function RegisterPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.register.title'));
  const [searchParams] = useSearchParams();
  const tier = planTierFrom(searchParams.get('tier'));
  // A referral link (/register?ref=CODE): the code goes with the registration (features/referrals).
  const referralCode = referralCodeFrom(searchParams.get('ref'));
  const uiLanguage = useCurrentLanguage();
  const [values, setValues] = useState<FormValues>({
    username: '',
    email: '',
    password: '',
    preferredLanguage: uiLanguage,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [welcome, setWelcome] = useState<{ user: CurrentUser; open: boolean } | null>(null);
  const register = useRegister({ onRegistered: (user) => setWelcome({ user, open: true }) });
  const pending = register.isPending;

  const returnUrl = searchParams.get('returnUrl');
  const loginHref = isSafeRedirectPath(returnUrl)
    ? `/login?returnUrl=${encodeURIComponent(returnUrl)}`
    : '/login';

  const validate = (next: FormValues) =>
    registerSchema.safeParse({
      ...next,
      subscriptionTier: tier ?? 'free',
      ...(referralCode ? { referralCode } : {}),
    });

  const update = <K extends keyof FormValues>(field: K, value: FormValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a failed submit the messages follow the typing, so a fixed field loses its message at once.
    if (submitted) {
      const result = validate(next);
      setErrors(result.success ? {} : zodFieldErrors(result.error));
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const result = validate(values);
    if (!result.success) {
      setErrors(zodFieldErrors(result.error));
      return;
    }
    setErrors({});
    register.mutate(result.data, {
      onError: (error) => setErrors(serverFieldErrors(error)),
    });
  };

  const field = (name: keyof FormValues, extraDescribedBy?: string) =>
    fieldA11y(errors, name, `register-${name}-error`, extraDescribedBy);

  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 lg:grid-cols-[minmax(0,28rem)_1fr] lg:items-start">
      <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="mb-6 grid gap-2 text-center">
          <h1 className="text-2xl font-bold text-stone-900">{t('auth.register.title')}</h1>
          <p className="text-sm text-stone-600">{t('auth.register.subtitle')}</p>
          {referralCode && <p className="text-sm text-brand-800">{t('referrals.register.invited')}</p>}
        </div>
        <form noValidate onSubmit={onSubmit} className="grid gap-5">
          <div className="grid gap-2">
            <Label htmlFor="register-username">{t('auth.fields.username')}</Label>
            <Input
              id="register-username"
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t('auth.placeholders.username')}
              value={values.username}
              onChange={(e) => update('username', e.target.value)}
              disabled={pending}
              {...field('username')}
            />
            <FieldError id="register-username-error" messages={translateAll(t, errors.username)} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="register-email">{t('auth.fields.email')}</Label>
            <Input
              id="register-email"
              name="email"
              type="email"
              autoComplete="email"
              placeholder={t('auth.placeholders.email')}
              value={values.email}
              onChange={(e) => update('email', e.target.value)}
              disabled={pending}
              {...field('email')}
            />
            <FieldError id="register-email-error" messages={translateAll(t, errors.email)} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="register-password">{t('auth.fields.password')}</Label>
            <PasswordInput
              id="register-password"
              name="password"
              autoComplete="new-password"
              placeholder={t('auth.placeholders.newPassword')}
              value={values.password}
              onChange={(e) => update('password', e.target.value)}
              disabled={pending}
              {...field('password', values.password ? 'register-password-strength' : undefined)}
            />
            <FieldError id="register-password-error" messages={translateAll(t, errors.password)} />
            <PasswordStrengthMeter id="register-password-strength" password={values.password} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="register-language">{t('auth.fields.preferredLanguage')}</Label>
            {/* A select's options can only hold text, and emoji flags read as two letters on Windows: the
                chosen language's flag is drawn beside the list instead. */}
            <div className="flex items-center gap-2">
              <LanguageFlag code={values.preferredLanguage} className="h-5 w-[1.875rem]" />
              <div className="min-w-0 flex-1">
                <NativeSelect
                  id="register-language"
                  name="preferredLanguage"
                  value={values.preferredLanguage}
                  onChange={(e) => {
                    if (isLanguageCode(e.target.value)) update('preferredLanguage', e.target.value);
                  }}
                  disabled={pending}
                  {...field('preferredLanguage', 'register-language-hint')}
                >
                  {LANGUAGES.map((language) => (
                    <option key={language.code} value={language.code} lang={language.code}>
                      {language.nativeName}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            </div>
            <p id="register-language-hint" className="text-xs text-stone-500">
              {t('auth.register.languageHint')}
            </p>
            <FieldError
              id="register-preferredLanguage-error"
              messages={translateAll(t, errors.preferredLanguage)}
            />
          </div>
          <Button type="submit" size="lg" disabled={pending} className="w-full">
            {pending ? t('auth.register.submitting') : t('auth.register.submit')}
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-stone-600">
          {t('auth.register.haveAccount')}{' '}
          <Link to={loginHref} className="font-medium text-brand-700 hover:underline">
            {t('auth.register.signIn')}
          </Link>
        </p>
      </div>

      <div className="grid gap-4">
        <PlanComparison language={uiLanguage} selected={tier} />
        {tier === 'photographer' && (
          <p className="rounded-lg bg-stone-100 p-3 text-sm text-stone-700">
            {t('auth.register.premiumLater')}
          </p>
        )}
      </div>

      {welcome && (
        <WelcomeDialog
          username={welcome.user.username}
          open={welcome.open}
          onOpenChange={(open) => setWelcome({ ...welcome, open })}
        />
      )}
    </div>
  );
}
