// One legal page: its title and a note in the reader's language that the text is published in English and the
// English version applies, the "last updated" date, a table of contents from the document's headings, and the
// English document itself (loaded as its own chunk; marked lang="en", left to right, inside any layout).
// `children` follows the document (the DMCA notice form on /dmca-policy).
import { FileText, Languages, RotateCw } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { formatDate } from '../../lib/format';
import { useCurrentLanguage } from '../language/current-language';
import { LEGAL_DOCUMENTS, type LegalDocumentId } from './documents';
import { LegalMarkdown } from './LegalMarkdown';
import { headingsOf, type LegalText, parseLegalText } from './legal-text';

type Loaded = { status: 'loading' } | { status: 'ready'; text: LegalText } | { status: 'error' };

/** The other legal pages, linked at the end of each. */
const RELATED: { id: LegalDocumentId | 'contact'; path: string }[] = [
  { id: 'terms', path: '/terms' },
  { id: 'privacyPolicy', path: '/privacy-policy' },
  { id: 'dmcaPolicy', path: '/dmca-policy' },
  { id: 'digitalGoodsTerms', path: '/digital-goods-terms' },
  { id: 'contact', path: '/contact' },
];

function useLegalText(id: LegalDocumentId, attempt: number): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setLoaded({ status: 'loading' });
    // attempt: a retry after a failed chunk load asks again.
    void attempt;
    LEGAL_DOCUMENTS[id]().then(
      (module) => {
        if (live) setLoaded({ status: 'ready', text: parseLegalText(module.default) });
      },
      () => {
        if (live) setLoaded({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [id, attempt]);
  return loaded;
}

/** Once the text is on the page, a link to one of its headings (/terms#refunds) scrolls to it. */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    let target: HTMLElement | null = null;
    try {
      target = document.getElementById(decodeURIComponent(hash.slice(1)));
    } catch {
      target = null;
    }
    target?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
}

export function LegalDocumentPage({ id, children }: { id: LegalDocumentId; children?: ReactNode }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const title = t(`pages.${id}.title`);
  usePageTitle(title);
  const [attempt, setAttempt] = useState(0);
  const loaded = useLegalText(id, attempt);
  useScrollToHash(loaded.status === 'ready');
  const headings = loaded.status === 'ready' ? headingsOf(loaded.text.body) : [];
  const updated = loaded.status === 'ready' ? loaded.text.lastUpdated : null;

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10">
      <header className="grid gap-3">
        <h1 className="text-3xl font-bold text-stone-900">{title}</h1>
        <p className="flex items-start gap-2 rounded-lg bg-sky-50 p-3 text-sm text-sky-900">
          <Languages className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>{t('legal.englishNotice')}</span>
        </p>
        {updated && (
          <p className="text-sm text-stone-600">
            {t('legal.lastUpdated', {
              date: formatDate(`${updated}T00:00:00Z`, language, { dateStyle: 'long', timeZone: 'UTC' }),
            })}
          </p>
        )}
      </header>

      {loaded.status === 'loading' && (
        <div className="flex justify-center py-12">
          <Spinner />
        </div>
      )}
      {loaded.status === 'error' && (
        <div role="alert" className="grid justify-items-start gap-3 rounded-xl bg-red-50 p-4 text-red-800">
          <p>{t('legal.loadFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => setAttempt((n) => n + 1)}>
            <RotateCw aria-hidden />
            {t('legal.retry')}
          </Button>
        </div>
      )}
      {loaded.status === 'ready' && (
        <div className="grid min-w-0 gap-8 lg:grid-cols-[15rem_minmax(0,1fr)]">
          {headings.length > 0 && (
            <nav aria-labelledby="legal-contents" className="min-w-0 lg:sticky lg:top-24 lg:self-start">
              <h2
                id="legal-contents"
                className="text-sm font-semibold uppercase tracking-wide text-stone-600"
              >
                {t('legal.contents')}
              </h2>
              <ol lang="en" dir="ltr" className="mt-2 grid gap-1 text-sm">
                {headings
                  .filter((h) => h.level === 2)
                  .map((h) => (
                    <li key={h.id}>
                      <a href={`#${h.id}`} className="text-brand-800 hover:underline">
                        {h.text}
                      </a>
                    </li>
                  ))}
              </ol>
            </nav>
          )}
          <article lang="en" dir="ltr" className="min-w-0 max-w-3xl text-start">
            <LegalMarkdown text={loaded.text.body} />
          </article>
        </div>
      )}

      {children}

      <nav aria-labelledby="legal-related" className="border-t border-stone-200 pt-6">
        <h2 id="legal-related" className="sr-only">
          {t('legal.related')}
        </h2>
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {RELATED.filter((r) => r.id !== id).map((r) => (
            <li key={r.path}>
              <Link to={r.path} className="inline-flex items-center gap-1 text-brand-800 hover:underline">
                <FileText className="size-4" aria-hidden />
                {t(`pages.${r.id}.title`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
