// The site footer: columns of links to help, legal and content pages, and the copyright line.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InstagramIcon } from '../../components/ui/InstagramIcon';
import { formatDate } from '../../lib/format';
import { FOOTER_GROUPS, INSTAGRAM_URL } from './nav-links';

export function Footer() {
  const { t, i18n } = useTranslation();
  // A year is a date, not a count: no grouping ("2,026"), in the language's digits.
  const year = formatDate(new Date(), i18n.language, { year: 'numeric' });
  return (
    <footer className="mt-12 bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-5">
        <div>
          <p className="text-lg font-bold text-white">{t('common.siteName')}</p>
          <p className="mt-2 text-sm">{t('footer.tagline')}</p>
          <a
            href={INSTAGRAM_URL}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('footer.instagram')}
            className="mt-4 inline-flex size-10 items-center justify-center rounded-full bg-stone-800 text-white hover:bg-stone-700"
          >
            <InstagramIcon className="size-5" />
          </a>
        </div>
        <nav
          aria-label={t('footer.label')}
          className="grid gap-8 sm:grid-cols-2 lg:col-span-4 lg:grid-cols-4"
        >
          {FOOTER_GROUPS.map((group) => (
            <section key={group.labelKey}>
              <h2 className="text-sm font-semibold text-white">{t(group.labelKey)}</h2>
              <ul className="mt-3 space-y-2 text-sm">
                {group.items.map((item) => (
                  <li key={item.to}>
                    <Link to={item.to} className="hover:text-white hover:underline">
                      {t(item.labelKey)}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      </div>
      <div className="border-t border-stone-800">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-stone-400">
          {t('footer.copyright', { year })}
        </p>
      </div>
    </footer>
  );
}
