// The member's queue on /field/tools (and wherever it is useful): every write not yet on the server, oldest
// first, with its photo, what it is, when it was made, where it stands (upload progress while sending), the
// server's own words when it was refused (with the upgrade link for the free plan's monthly limit), and Retry,
// Edit (a refused sighting's species, notes and count) and Discard (after a confirmation).
import type { TFunction } from 'i18next';
import { Bookmark, Heart, Image as ImageIcon, MessageSquare, Video } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ZodError } from 'zod';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { FieldError } from '../../components/ui/FieldError';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';
import { useCurrentLanguage } from '../language/current-language';
import { UploadProgressBar, upgradeLinkOf, uploadErrorText } from '../uploads/UploadErrorNotice';
import { UploadError } from '../uploads/upload-media';
import { uploadValidationTexts } from '../uploads/validation-text';
import { useOfflineQueue } from './queue-store';
import { discardQueueItem, getQueuedFile, retryQueueItem, updateQueuedSighting } from './sync';
import type { QueueHold, QueueItem, SightingQueueItem } from './types';

function itemTitle(t: TFunction, item: QueueItem): string {
  switch (item.kind) {
    case 'sighting':
      return item.draft.speciesName;
    case 'comment':
      return t('offlineQueue.kinds.comment');
    case 'like':
      return item.liked ? t('offlineQueue.kinds.like') : t('offlineQueue.kinds.unlike');
    case 'bookmark':
      return item.bookmarked ? t('offlineQueue.kinds.bookmark') : t('offlineQueue.kinds.unbookmark');
  }
}

function sightingIdOf(item: QueueItem): number | null {
  if (item.kind === 'sighting') return item.resultId ?? null;
  if (item.kind === 'comment') return item.input.sightingId;
  return item.sightingId;
}

/** Why an item is not on the server yet, in the member's language. */
function errorText(t: TFunction, item: QueueItem): string | null {
  const error = item.error;
  if (!error) return null;
  if (item.state === 'failed')
    return uploadErrorText(t, new UploadError(error.status, error.message, error.upgradeUrl));
  if (error.status === 0) return t('offlineQueue.errors.noAnswer');
  if (error.status === 401) return t('offlineQueue.errors.signedOut');
  return t('offlineQueue.errors.serverBusy');
}

function Thumbnail({ item }: { item: QueueItem }) {
  const [url, setUrl] = useState<string | null>(null);
  const isVideo = item.kind === 'sighting' && item.media?.type.startsWith('video/');
  const hasFile = item.kind === 'sighting' && item.media && item.state !== 'sent';
  useEffect(() => {
    if (!hasFile || isVideo) return;
    let objectUrl: string | null = null;
    let cancelled = false;
    getQueuedFile(item.id)
      .then((blob) => {
        if (cancelled || !blob) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => {});
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [item.id, hasFile, isVideo]);

  const box =
    'flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-md bg-stone-100 text-stone-500';
  if (url) return <img src={url} alt="" className={cn(box, 'object-cover')} />;
  const Icon =
    item.kind === 'comment'
      ? MessageSquare
      : item.kind === 'like'
        ? Heart
        : item.kind === 'bookmark'
          ? Bookmark
          : isVideo
            ? Video
            : ImageIcon;
  return (
    <span className={box} aria-hidden>
      <Icon className="size-6" />
    </span>
  );
}

function StateBadge({ item }: { item: QueueItem }) {
  const { t } = useTranslation();
  const styles: Record<QueueItem['state'], string> = {
    waiting: 'bg-amber-100 text-amber-900',
    sending: 'bg-sky-100 text-sky-900',
    failed: 'bg-red-100 text-red-800',
    sent: 'bg-brand-100 text-brand-900',
  };
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', styles[item.state])}>
      {t(`offlineQueue.states.${item.state}`)}
    </span>
  );
}

interface EditValues {
  speciesName: string;
  description: string;
  groupSize: string;
}

function EditSighting({ item, onDone }: { item: SightingQueueItem; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<EditValues>({
    speciesName: item.draft.speciesName,
    description: item.draft.description ?? '',
    groupSize: item.draft.groupSize == null ? '' : String(item.draft.groupSize),
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [pending, setPending] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const count = values.groupSize.trim() === '' ? null : Number(values.groupSize);
    setPending(true);
    try {
      await updateQueuedSighting(item.id, {
        speciesName: values.speciesName,
        description: values.description,
        groupSize: count,
      });
      onDone();
    } catch (error) {
      if (error instanceof ZodError) {
        const next: Record<string, string[]> = {};
        for (const issue of error.issues) {
          const field = String(issue.path[0] ?? '');
          next[field] = [...(next[field] ?? []), issue.message];
        }
        setErrors(next);
      }
    } finally {
      setPending(false);
    }
  };

  const field = (name: keyof EditValues) => ({
    id: `${id}-${name}`,
    value: values[name],
    'aria-invalid': Boolean(errors[name]?.length),
    'aria-describedby': errors[name]?.length ? `${id}-${name}-error` : undefined,
  });

  return (
    <form onSubmit={save} className="grid gap-3 rounded-md border border-stone-200 bg-stone-50 p-3">
      <div className="grid gap-1">
        <Label htmlFor={`${id}-speciesName`}>{t('offlineQueue.edit.species')}</Label>
        <Input
          {...field('speciesName')}
          maxLength={120}
          onChange={(e) => setValues({ ...values, speciesName: e.target.value })}
        />
        <FieldError id={`${id}-speciesName-error`} messages={uploadValidationTexts(t, errors.speciesName)} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-description`}>{t('offlineQueue.edit.notes')}</Label>
        <textarea
          {...field('description')}
          rows={2}
          maxLength={2000}
          onChange={(e) => setValues({ ...values, description: e.target.value })}
          className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base md:text-sm"
        />
        <FieldError id={`${id}-description-error`} messages={uploadValidationTexts(t, errors.description)} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-groupSize`}>{t('offlineQueue.edit.count')}</Label>
        <Input
          {...field('groupSize')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          className="w-32"
          onChange={(e) => setValues({ ...values, groupSize: e.target.value })}
        />
        <FieldError id={`${id}-groupSize-error`} messages={uploadValidationTexts(t, errors.groupSize)} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {t('offlineQueue.edit.save')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone} disabled={pending}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

function QueueRow({ item, percent }: { item: QueueItem; percent: number | undefined }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const error = errorText(t, item);
  const upgrade =
    item.state === 'failed' && item.error
      ? upgradeLinkOf(new UploadError(item.error.status, item.error.message, item.error.upgradeUrl))
      : null;
  const sightingId = sightingIdOf(item);
  const title = itemTitle(t, item);

  return (
    <li className="grid gap-2 py-3">
      <div className="flex gap-3">
        <Thumbnail item={item} />
        <div className="grid min-w-0 flex-1 content-start gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 break-words font-medium text-stone-900">{title}</span>
            <StateBadge item={item} />
          </div>
          {item.kind === 'comment' && (
            <p className="line-clamp-2 break-words text-sm text-stone-700">{item.input.content}</p>
          )}
          <p className="text-xs text-stone-600">
            <time dateTime={new Date(item.createdAt).toISOString()}>
              {formatDate(new Date(item.createdAt), language, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
          </p>
          {item.state === 'sending' && percent !== undefined && (
            <UploadProgressBar percent={percent} label={t('offlineQueue.progress', { title })} />
          )}
          {error && (
            <p className={cn('text-sm', item.state === 'failed' ? 'text-red-700' : 'text-stone-700')}>
              {error}
              {upgrade && (
                <>
                  {' '}
                  <Link to={upgrade} className="font-medium text-brand-700 underline underline-offset-4">
                    {t('upload.errors.upgradeLink')}
                  </Link>
                </>
              )}
            </p>
          )}
          {item.state === 'sent' && sightingId !== null && (
            <Link
              to={`/sighting/${sightingId}`}
              className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              {t('offlineQueue.viewSighting')}
            </Link>
          )}
        </div>
      </div>
      {item.state !== 'sent' && item.state !== 'sending' && (
        <div className="flex flex-wrap gap-2">
          {(item.state === 'failed' || item.error) && (
            <Button type="button" variant="outline" size="sm" onClick={() => void retryQueueItem(item.id)}>
              {t('offlineQueue.retry')}
            </Button>
          )}
          {item.kind === 'sighting' && item.state === 'failed' && !editing && (
            <Button type="button" variant="outline" size="sm" onClick={() => setEditing(true)}>
              {t('offlineQueue.edit.open')}
            </Button>
          )}
          <Button type="button" variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            {t('offlineQueue.discard')}
          </Button>
        </div>
      )}
      {item.state === 'sending' && (
        <div>
          <Button type="button" variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            {t('offlineQueue.discard')}
          </Button>
        </div>
      )}
      {editing && item.kind === 'sighting' && <EditSighting item={item} onDone={() => setEditing(false)} />}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('offlineQueue.discardTitle')}
        description={t('offlineQueue.discardQuestion', { title })}
        confirmLabel={t('offlineQueue.discard')}
        pending={false}
        onConfirm={() => {
          setConfirming(false);
          void discardQueueItem(item.id);
        }}
      />
    </li>
  );
}

function HoldNotice({ hold }: { hold: QueueHold }) {
  const { t } = useTranslation();
  if (hold === 'offline') return <p className="text-sm text-stone-700">{t('offlineQueue.hold.offline')}</p>;
  if (hold === 'wifiOnly')
    return (
      <p className="text-sm text-stone-700">
        {t('offlineQueue.hold.wifiOnly')}{' '}
        <Link to="/field/settings" className="font-medium text-brand-700 underline underline-offset-4">
          {t('offlineQueue.hold.settings')}
        </Link>
      </p>
    );
  return (
    <p className="text-sm text-stone-700">
      {t('offlineQueue.hold.signedOut')}{' '}
      <Link
        to={`/login?returnUrl=${encodeURIComponent('/field/tools#queue')}`}
        className="font-medium text-brand-700 underline underline-offset-4"
      >
        {t('offlineQueue.hold.signIn')}
      </Link>
    </p>
  );
}

/** The queue, oldest first (the page around it gives the heading and the #queue anchor). */
export function QueueList({ id, className }: { id?: string; className?: string }) {
  const { t } = useTranslation();
  const { items, waiting, hold, progress } = useOfflineQueue();
  return (
    <section id={id} aria-label={t('offlineQueue.label')} className={cn('grid gap-2', className)}>
      {hold && waiting > 0 && <HoldNotice hold={hold} />}
      {items.length === 0 ? (
        <p className="text-sm text-stone-600">{t('offlineQueue.empty')}</p>
      ) : (
        <ul className="divide-y divide-stone-200">
          {items.map((item) => (
            <QueueRow key={item.id} item={item} percent={progress[item.id]} />
          ))}
        </ul>
      )}
    </section>
  );
}
