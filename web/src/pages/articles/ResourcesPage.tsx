// /resources: the curated list of field guides, apps, organisations and open-data portals
// (features/articles/resources.ts). Each entry links out (a new tab, no referrer handed over).
import { ExternalLink, Library } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { RESOURCE_GROUPS, RESOURCES } from '../../features/articles/resources';

export default function ResourcesPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.resources.title'));
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8">
      <header className="grid gap-2">
        <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-800">
          <Library className="size-4" aria-hidden />
          {t('articles.resources.eyebrow')}
        </p>
        <h1 className="text-3xl font-bold text-stone-900">{t('pages.resources.title')}</h1>
        <p className="max-w-3xl text-stone-700">{t('articles.resources.intro')}</p>
      </header>
      {RESOURCE_GROUPS.map((group) => (
        <section key={group} aria-labelledby={`resources-${group}`} className="grid gap-3">
          <div className="grid gap-1">
            <h2 id={`resources-${group}`} className="text-2xl font-semibold text-stone-900">
              {t(`articles.resources.groups.${group}`)}
            </h2>
            <p className="text-stone-700">{t(`articles.resources.about.${group}`)}</p>
          </div>
          <ul className="grid gap-3 sm:grid-cols-2">
            {RESOURCES[group].map((resource) => (
              <li
                key={resource.url}
                className="grid gap-1 rounded-2xl border border-stone-200 bg-white p-4"
                lang="en"
              >
                <a
                  href={resource.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-start gap-1 font-semibold text-brand-800 underline underline-offset-2"
                >
                  <span className="break-words">{resource.name}</span>
                  <ExternalLink className="mt-1 size-3.5 shrink-0" aria-hidden />
                </a>
                <p className="text-sm text-stone-700">{resource.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p className="text-sm text-stone-600">{t('articles.resources.note')}</p>
    </div>
  );
}
