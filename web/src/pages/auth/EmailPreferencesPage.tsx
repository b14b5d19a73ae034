// /email-preferences: six e-mail switches. With ?token= (the link in every e-mail) no sign-in is needed;
// without it the signed-in member's own preferences are shown, and others are asked to sign in.

import {
  DEFAULT_EMAIL_PREFERENCES,
  EMAIL_PREFERENCE_KEYS,
  type EmailPreferences,
} from '@common/schemas/auth';
import { LogIn } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/Button';
import { isolate } from '../../components/ui/member-text';
import { PageSpinner } from '../../components/ui/Spinner';
import { Switch } from '../../components/ui/Switch';
import { AuthCard } from '../../features/auth/AuthCard';
import { useCurrentUser } from '../../features/auth/use-current-user';
import {
  type PreferencesSource,
  useEmailPreferences,
  useSaveEmailPreferences,
} from '../../features/auth/use-email-preferences';
import { errorMessage } from '../../lib/api';

const SIGN_IN_HREF = `/login?returnUrl=${encodeURIComponent('/email-preferences')}`;

function SignInPrompt() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('emailPreferences.signInPrompt.title')}>
      <div className="grid justify-items-center gap-4 text-center">
        <p className="text-stone-700">{t('emailPreferences.signInPrompt.description')}</p>
        <Button asChild>
          <Link to={SIGN_IN_HREF}>
            <LogIn aria-hidden />
            {t('emailPreferences.signInPrompt.action')}
          </Link>
        </Button>
      </div>
    </AuthCard>
  );
}

export default function EmailPreferencesPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const { isAuthenticated, isLoading: sessionLoading } = useCurrentUser();
  let source: PreferencesSource | null = null;
  if (token) source = { kind: 'token', token };
  else if (isAuthenticated) source = { kind: 'member' };

  const query = useEmailPreferences(source);
  const save = useSaveEmailPreferences(source);
  const [draft, setDraft] = useState<EmailPreferences | null>(null);

  // The form edits a copy; it is (re)filled whenever the server's answer arrives or changes.
  useEffect(() => {
    if (query.data) setDraft({ ...DEFAULT_EMAIL_PREFERENCES, ...query.data.preferences });
  }, [query.data]);

  if (!token && sessionLoading) return <PageSpinner />;
  if (!source) return <SignInPrompt />;
  if (query.isError) {
    return (
      <AuthCard title={t('emailPreferences.title')}>
        <div role="alert" className="grid gap-4 text-center">
          <p className="text-stone-700">{errorMessage(query.error, t('emailPreferences.loadFailed'))}</p>
          {token && (
            <Button asChild variant="outline">
              <Link to={SIGN_IN_HREF}>{t('emailPreferences.signInPrompt.action')}</Link>
            </Button>
          )}
        </div>
      </AuthCard>
    );
  }
  if (!draft || !query.data) return <PageSpinner />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(draft);
  };
  const pending = save.isPending;

  return (
    <AuthCard
      className="max-w-xl"
      title={t('emailPreferences.title')}
      subtitle={t('emailPreferences.subtitleFor', { username: isolate(query.data.username) })}
    >
      <form onSubmit={onSubmit} className="grid gap-6">
        <ul className="grid divide-y divide-stone-200">
          {EMAIL_PREFERENCE_KEYS.map((key) => (
            <li key={key} className="flex items-start justify-between gap-4 py-4 first:pt-0">
              <div className="grid gap-1">
                <label htmlFor={`pref-${key}`} className="font-medium text-stone-900">
                  {t(`emailPreferences.options.${key}.label`)}
                </label>
                <p id={`pref-${key}-description`} className="text-sm text-stone-600">
                  {t(`emailPreferences.options.${key}.description`)}
                </p>
              </div>
              <Switch
                id={`pref-${key}`}
                checked={draft[key]}
                onCheckedChange={(checked) => setDraft({ ...draft, [key]: checked })}
                disabled={pending}
                aria-describedby={`pref-${key}-description`}
              />
            </li>
          ))}
        </ul>
        <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:justify-self-end">
          {pending ? t('emailPreferences.saving') : t('emailPreferences.save')}
        </Button>
      </form>
    </AuthCard>
  );
}
