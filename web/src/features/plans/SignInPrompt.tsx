// What a visitor sees where a payment page needs a member: sign in (and come back here) or create an account.
import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/ui/Button';

export function SignInPrompt({ message }: { message?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const returnUrl = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <section
      aria-labelledby="billing-sign-in"
      className="grid justify-items-start gap-3 rounded-xl border border-stone-200 bg-white p-6"
    >
      <h2 id="billing-sign-in" className="text-xl font-semibold text-stone-900">
        {t('billing.signIn.title')}
      </h2>
      <p className="text-stone-700">{message ?? t('billing.signIn.body')}</p>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={`/login?returnUrl=${returnUrl}`}>
            <LogIn aria-hidden />
            {t('billing.signIn.button')}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/register?tier=photographer">{t('billing.signIn.register')}</Link>
        </Button>
      </div>
    </section>
  );
}
