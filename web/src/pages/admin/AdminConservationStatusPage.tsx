// /admin/conservation-status: find a species (the species autocomplete) and set its IUCN Red List category,
// source and year, or browse the species that have a status, filtered by category and status. An edited status
// is the administrators' own: the curated list applied at start leaves it alone.
import { CATEGORY_VALUES, type CategoryValue } from '@common/constants/categories';
import {
  CONSERVATION_STATUSES,
  type ConservationStatus,
  IUCN_SOURCE,
  isConservationStatus,
} from '@common/constants/conservation';
import type { ConservationEntry } from '@common/schemas/species-pages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';
import { Spinner } from '../../components/ui/Spinner';
import { toast } from '../../components/ui/use-toast';
import { ConservationBadge } from '../../features/conservation/ConservationBadge';
import {
  type ConservationFilters,
  useConservationList,
  useUpdateConservation,
} from '../../features/conservation/use-conservation-admin';
import { useCurrentLanguage } from '../../features/language/current-language';
import { SpeciesNameInput } from '../../features/species/SpeciesNameInput';
import { errorMessage } from '../../lib/api';
import { formatNumber } from '../../lib/format';
import { AdminPageHeader } from './AdminPageHeader';

export default function AdminConservationStatusPage() {
  const { t } = useTranslation();
  usePageTitle(t('adminConservation.title'));
  const language = useCurrentLanguage();
  const [filters, setFilters] = useState<ConservationFilters>({ page: 1 });
  const [search, setSearch] = useState('');
  const list = useConservationList(filters);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / 50)) : 1;

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10">
      <AdminPageHeader title={t('adminConservation.title')} subtitle={t('adminConservation.subtitle')} />

      <section
        className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4"
        aria-labelledby="find-species"
      >
        <h2 id="find-species" className="font-semibold text-stone-900">
          {t('adminConservation.findTitle')}
        </h2>
        <Label htmlFor="conservation-search">{t('adminConservation.findLabel')}</Label>
        <SpeciesNameInput
          id="conservation-search"
          value={search}
          placeholder={t('adminConservation.findPlaceholder')}
          onChange={(name, picked) => {
            setSearch(name);
            if (picked?.scientificName) setFilters({ page: 1, scientificName: picked.scientificName });
          }}
        />
        {filters.scientificName && (
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => setFilters({ page: 1 })}
          >
            {t('adminConservation.showAll')}
          </Button>
        )}
      </section>

      {!filters.scientificName && (
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1">
            <Label htmlFor="conservation-category">{t('adminConservation.category')}</Label>
            <NativeSelect
              id="conservation-category"
              value={filters.category ?? ''}
              onChange={(e) =>
                setFilters({
                  ...filters,
                  page: 1,
                  category: (e.target.value || undefined) as CategoryValue | undefined,
                })
              }
            >
              <option value="">{t('adminConservation.any')}</option>
              {CATEGORY_VALUES.map((c) => (
                <option key={c} value={c}>
                  {t(`categories.names.${c}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1">
            <Label htmlFor="conservation-status">{t('adminConservation.status')}</Label>
            <NativeSelect
              id="conservation-status"
              value={filters.status ?? ''}
              onChange={(e) =>
                setFilters({
                  ...filters,
                  page: 1,
                  status: isConservationStatus(e.target.value) ? e.target.value : undefined,
                })
              }
            >
              <option value="">{t('adminConservation.any')}</option>
              {CONSERVATION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s} · {t(`conservation.status.${s}`)}
                  {data?.counts[s] !== undefined ? ` (${formatNumber(data.counts[s] ?? 0, language)})` : ''}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      )}

      {list.isPending || list.unauthorized ? (
        <Spinner />
      ) : list.isError || !data ? (
        <div role="alert" className="grid justify-items-start gap-3 rounded-xl bg-red-50 p-4 text-red-800">
          <p>{errorMessage(list.error, t('adminConservation.loadFailed'))}</p>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      ) : data.entries.length === 0 ? (
        <p className="text-stone-600">{t('adminConservation.empty')}</p>
      ) : (
        <div className="grid gap-3">
          <p className="text-sm text-stone-600">
            {t('adminConservation.total', { formatted: formatNumber(data.total, language) })}
          </p>
          <ul className="grid gap-3">
            {data.entries.map((entry) => (
              <li key={entry.speciesId}>
                <ConservationEditor entry={entry} />
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav className="flex items-center gap-3" aria-label={t('adminConservation.pages')}>
              <Button
                variant="outline"
                size="sm"
                disabled={filters.page <= 1}
                onClick={() => setFilters({ ...filters, page: filters.page - 1 })}
              >
                {t('adminConservation.previous')}
              </Button>
              <span className="text-sm text-stone-700">
                {t('adminConservation.pageOf', { page: filters.page, pages })}
              </span>
              <Button
                variant="outline"
                size="sm"
                disabled={filters.page >= pages}
                onClick={() => setFilters({ ...filters, page: filters.page + 1 })}
              >
                {t('adminConservation.next')}
              </Button>
            </nav>
          )}
        </div>
      )}
    </div>
  );
}

function ConservationEditor({ entry }: { entry: ConservationEntry }) {
  const { t } = useTranslation();
  const update = useUpdateConservation();
  const [status, setStatus] = useState<ConservationStatus | ''>(entry.status ?? '');
  const [source, setSource] = useState(entry.source ?? IUCN_SOURCE);
  const [year, setYear] = useState(entry.year ? String(entry.year) : '');
  const idBase = `species-${entry.speciesId}`;
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const save = () => {
    const yearNumber = year.trim() === '' ? null : Number(year);
    update.mutate(
      {
        speciesId: entry.speciesId,
        update: {
          status: status === '' ? null : status,
          source: source.trim() || null,
          year: yearNumber !== null && Number.isFinite(yearNumber) ? yearNumber : null,
        },
      },
      {
        onSuccess: () => {
          setFieldErrors({});
          toast({ title: t('adminConservation.saved', { name: entry.commonName ?? entry.scientificName }) });
        },
        onError: (error) => {
          const errors: Record<string, string> = {};
          if (error instanceof Error && 'fieldErrors' in error) {
            for (const e of (error as { fieldErrors?: { path: string; message: string }[] }).fieldErrors ??
              [])
              errors[e.path] = e.message;
          }
          setFieldErrors(errors);
          toast({
            variant: 'destructive',
            title: t('adminConservation.saveFailed'),
            description: errorMessage(error, t('common.tryAgain')),
          });
        },
      },
    );
  };

  return (
    <article className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 md:grid-cols-[minmax(0,1.4fr)_repeat(3,minmax(0,1fr))_auto] md:items-end">
      <div className="grid gap-1">
        <Link
          to={`/species/${entry.slug}`}
          className="font-semibold text-stone-900 hover:underline"
          dir="auto"
        >
          {entry.commonName ?? entry.scientificName}
        </Link>
        <span className="text-sm italic text-stone-600">{entry.scientificName}</span>
        <span className="flex flex-wrap items-center gap-2 text-xs text-stone-600">
          {t(`categories.names.${entry.category}`)}
          {entry.status && <ConservationBadge status={entry.status} />}
          {entry.updatedAt && <span>{t('adminConservation.edited')}</span>}
        </span>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${idBase}-status`}>{t('adminConservation.status')}</Label>
        <NativeSelect
          id={`${idBase}-status`}
          value={status}
          onChange={(e) => setStatus(isConservationStatus(e.target.value) ? e.target.value : '')}
        >
          <option value="">{t('adminConservation.notAssessed')}</option>
          {CONSERVATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s} · {t(`conservation.status.${s}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${idBase}-source`}>{t('adminConservation.source')}</Label>
        <Input
          id={`${idBase}-source`}
          value={source}
          maxLength={200}
          disabled={status === ''}
          onChange={(e) => setSource(e.target.value)}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${idBase}-year`}>{t('adminConservation.year')}</Label>
        <Input
          id={`${idBase}-year`}
          inputMode="numeric"
          value={year}
          disabled={status === ''}
          aria-invalid={fieldErrors.year ? true : undefined}
          onChange={(e) => setYear(e.target.value.replace(/\D/g, '').slice(0, 4))}
        />
        {fieldErrors.year && <p className="text-sm text-red-700">{fieldErrors.year}</p>}
      </div>
      <Button onClick={save} disabled={update.isPending}>
        {update.isPending ? t('adminConservation.saving') : t('adminConservation.save')}
      </Button>
    </article>
  );
}
