// /admin/bulk-upload: many photos at once as curated sightings. The values set once (species, category, place,
// the original post, its author and credit) prefill every photo; each photo's own fields stay editable; then each
// is uploaded with its own progress and published, with its state (queued, uploading n%, publishing, done, or the
// server's refusal). A failed photo does not stop the others and can be tried again.
import { ExternalLink, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import type { BulkFile } from '../../features/curated/bulk-upload-store';
import { CuratedFields } from '../../features/curated/CuratedFields';
import { type CuratedFormValues, EMPTY_CURATED } from '../../features/curated/curated-form-values';
import { useAdminBulkUpload } from '../../features/curated/use-bulk-upload';
import { useCurrentLanguage } from '../../features/language/current-language';
import { ACCEPT_PHOTOS, MediaDropzone, useObjectUrl } from '../../features/uploads/MediaDropzone';
import { UploadProgressBar } from '../../features/uploads/UploadErrorNotice';
import { formatNumber } from '../../lib/format';
import { AdminPageHeader } from './AdminPageHeader';

/** The fields each photo keeps editable of its own. */
const PER_FILE_FIELDS = [
  'speciesName',
  'category',
  'instagramSourceUrl',
  'instagramSourceUsername',
  'originalPhotographerCredit',
  'originalSource',
] as const;

function FileStatus({ file }: { file: BulkFile }) {
  const { t } = useTranslation();
  switch (file.status) {
    case 'queued':
      return <p className="text-sm text-stone-600">{t('curated.bulk.status.queued')}</p>;
    case 'uploading':
      return (
        <UploadProgressBar
          percent={file.percent}
          label={t('curated.bulk.progress', { name: file.file.name })}
        />
      );
    case 'publishing':
      return <p className="text-sm text-stone-700">{t('curated.bulk.status.publishing')}</p>;
    case 'done':
      return (
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-brand-800">
          {t('curated.bulk.status.done')}
          {file.sighting && (
            <Link
              to={`/sighting/${file.sighting.id}`}
              className="inline-flex items-center gap-1 hover:underline"
            >
              {t('curated.bulk.view')}
              <ExternalLink className="size-3" aria-hidden />
            </Link>
          )}
        </p>
      );
    case 'error':
      return (
        <p role="alert" className="text-sm text-red-700">
          {file.message ??
            (Object.keys(file.errors).length > 0
              ? t('curated.bulk.status.fieldError')
              : t('curated.bulk.status.failed'))}
        </p>
      );
  }
}

function FileCard({
  file,
  onChange,
  onRemove,
}: {
  file: BulkFile;
  onChange: (change: Partial<CuratedFormValues>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const preview = useObjectUrl(file.file);
  const locked = file.status === 'uploading' || file.status === 'publishing' || file.status === 'done';
  return (
    <li className="grid gap-3 rounded-xl border border-stone-200 bg-white p-3" data-testid="bulk-file">
      <div className="flex flex-wrap items-start gap-3">
        {preview && <img src={preview} alt="" className="size-20 shrink-0 rounded-lg object-cover" />}
        <div className="grid min-w-0 flex-1 gap-1">
          <p className="break-all text-sm font-medium text-stone-900" dir="auto">
            {file.file.name}
          </p>
          <FileStatus file={file} />
        </div>
        {file.status !== 'done' && (
          <Button
            size="sm"
            variant="ghost"
            onClick={onRemove}
            disabled={file.status === 'publishing'}
            aria-label={t('curated.bulk.remove', { name: file.file.name })}
          >
            <Trash2 aria-hidden />
          </Button>
        )}
      </div>
      {file.status !== 'done' && (
        <CuratedFields
          idPrefix={file.id}
          values={file.values}
          errors={file.errors}
          onChange={onChange}
          disabled={locked}
          fields={PER_FILE_FIELDS}
        />
      )}
    </li>
  );
}

export default function AdminBulkUploadPage() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  usePageTitle(t('curated.bulk.title'));
  const [defaults, setDefaults] = useState<CuratedFormValues>(EMPTY_CURATED);
  const { state, store } = useAdminBulkUpload();
  const count = (status: BulkFile['status']) => state.files.filter((f) => f.status === status).length;
  const pending = count('queued') + count('error');

  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
      <AdminPageHeader title={t('curated.bulk.title')} subtitle={t('curated.bulk.subtitle')} />

      <section
        aria-labelledby="bulk-defaults"
        className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4"
      >
        <h2 id="bulk-defaults" className="text-xl font-semibold text-stone-900">
          {t('curated.bulk.defaultsTitle')}
        </h2>
        <p className="text-sm text-stone-600">{t('curated.bulk.defaultsHint')}</p>
        <CuratedFields
          idPrefix="bulk-defaults"
          values={defaults}
          errors={{}}
          onChange={(change) => setDefaults((d) => ({ ...d, ...change }))}
        />
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={state.files.length === 0 || state.running}
          onClick={() => store.applyToAll(defaults)}
        >
          {t('curated.bulk.applyToAll')}
        </Button>
      </section>

      <MediaDropzone
        accept={ACCEPT_PHOTOS}
        multiple
        disabled={state.running}
        onFiles={(files) => store.add(files, defaults)}
        title={t('curated.bulk.dropTitle')}
        hint={t('curated.bulk.dropHint')}
        inputLabel={t('curated.bulk.inputLabel')}
      />

      {state.files.length > 0 && (
        <section aria-labelledby="bulk-files" className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="bulk-files" className="text-xl font-semibold text-stone-900">
              {t('curated.bulk.filesTitle', { formatted: formatNumber(state.files.length, language) })}
            </h2>
            <Button onClick={() => void store.run()} disabled={state.running || pending === 0}>
              {state.running ? t('curated.bulk.running') : t('curated.bulk.publishAll')}
            </Button>
          </div>
          <p className="text-sm text-stone-700" aria-live="polite">
            {t('curated.bulk.summary', {
              done: formatNumber(count('done'), language),
              failed: formatNumber(count('error'), language),
              total: formatNumber(state.files.length, language),
            })}
          </p>
          <ul className="grid gap-3">
            {state.files.map((file) => (
              <FileCard
                key={file.id}
                file={file}
                onChange={(change) => store.edit(file.id, change)}
                onRemove={() => store.remove(file.id)}
              />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
