// The FAQ: a search box filtering the questions as you type (the number found announced politely to screen
// readers), then each topic's questions as Radix accordion items. Every question has an anchor (/faq#refunds),
// linked by the icon beside it: following such a link opens that question and scrolls to it.

import { ChevronDown, Link2, Search, X } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Input } from '../../../components/ui/Input';
import { Label } from '../../../components/ui/Label';
import { formatNumber } from '../../../lib/format';
import { useCurrentLanguage } from '../../language/current-language';
import { FAQ_GROUPS, type FaqQuestion, faqAnchor } from './faq-content';
import { type FaqEntry, filterFaq } from './faq-search';

interface Entry extends FaqEntry {
  anchor: string;
  links: FaqQuestion['links'];
}

export function FaqView() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { hash } = useLocation();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<string[]>([]);

  const entries = useMemo<Entry[]>(
    () =>
      FAQ_GROUPS.flatMap((group) =>
        group.questions.map((q) => ({
          id: q.id,
          group: group.id,
          anchor: faqAnchor(q.id),
          question: t(`faq.items.${q.id}.q`),
          answer: t(`faq.items.${q.id}.a`),
          links: q.links,
        })),
      ),
    // The texts follow the language.
    [t],
  );
  const found = useMemo(() => filterFaq(entries, query), [entries, query]);
  const searching = query.trim() !== '';

  // A link to a question opens it and brings it into view (also when the hash changes on this page).
  useEffect(() => {
    const anchor = hash.slice(1);
    const entry = entries.find((e) => e.anchor === anchor);
    if (!entry) return;
    setQuery('');
    setOpen((current) => (current.includes(entry.anchor) ? current : [...current, entry.anchor]));
    requestAnimationFrame(() => document.getElementById(entry.anchor)?.scrollIntoView({ block: 'start' }));
  }, [hash, entries]);

  return (
    <div className="grid gap-8">
      <search className="grid gap-2">
        <Label htmlFor="faq-search">{t('faq.searchLabel')}</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-stone-500"
            aria-hidden
          />
          <Input
            id="faq-search"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('faq.searchPlaceholder')}
            className="ps-9 pe-10"
            aria-describedby="faq-result-count"
            autoComplete="off"
          />
          {searching && (
            <button
              type="button"
              onClick={() => setQuery('')}
              className="absolute end-2 top-1/2 -translate-y-1/2 rounded p-1 text-stone-500 hover:text-stone-900"
              aria-label={t('faq.clearSearch')}
            >
              <X className="size-4" aria-hidden />
            </button>
          )}
        </div>
        <p id="faq-result-count" role="status" aria-live="polite" className="text-sm text-stone-600">
          {searching ? t('faq.resultCount', { number: formatNumber(found.length, language) }) : ''}
        </p>
      </search>

      {found.length === 0 && (
        <p className="rounded-xl bg-stone-50 p-4 text-stone-700">
          <bdi>{t('faq.noResults', { query: query.trim() })}</bdi>
        </p>
      )}

      {FAQ_GROUPS.map((group) => {
        const items = found.filter((e) => e.group === group.id);
        if (items.length === 0) return null;
        return (
          <section key={group.id} aria-labelledby={`faq-group-${group.id}`} className="grid gap-3">
            <h2 id={`faq-group-${group.id}`} className="text-xl font-semibold text-stone-900">
              {t(`faq.groups.${group.id}`)}
            </h2>
            <Accordion.Root type="multiple" value={open} onValueChange={setOpen} className="grid gap-2">
              {items.map((entry) => (
                <Accordion.Item
                  key={entry.id}
                  value={entry.anchor}
                  id={entry.anchor}
                  className="scroll-mt-24 rounded-xl border border-stone-200 bg-white"
                >
                  <Accordion.Header className="flex items-stretch">
                    <Accordion.Trigger className="group flex min-h-12 flex-1 items-center justify-between gap-3 px-4 py-3 text-start font-medium text-stone-900 hover:bg-stone-50">
                      <span>{entry.question}</span>
                      <ChevronDown
                        className="size-4 shrink-0 text-stone-500 transition-transform group-data-[state=open]:rotate-180"
                        aria-hidden
                      />
                    </Accordion.Trigger>
                    <a
                      href={`#${entry.anchor}`}
                      className="flex items-center px-3 text-stone-500 hover:text-brand-700"
                      aria-label={t('faq.linkToQuestion', { question: entry.question })}
                    >
                      <Link2 className="size-4" aria-hidden />
                    </a>
                  </Accordion.Header>
                  <Accordion.Content className="grid gap-3 px-4 pb-4 text-stone-800">
                    <p className="leading-relaxed">{entry.answer}</p>
                    {entry.links && entry.links.length > 0 && (
                      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
                        {entry.links.map((link) => (
                          <li key={link.path}>
                            <Link to={link.path} className="text-brand-800 underline">
                              {t(`pages.${link.page}.title`)}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  </Accordion.Content>
                </Accordion.Item>
              ))}
            </Accordion.Root>
          </section>
        );
      })}
    </div>
  );
}
