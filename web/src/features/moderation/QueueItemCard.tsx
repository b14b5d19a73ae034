// One item of the moderation queue in its context: a sighting's photo, species and author; a comment's text and
// the sighting it is on; a profile's name, bio and picture; a gear review (decided in product management). Its
// flags' reasons counted, the flags themselves, its member's standing, the decisions taken on it, and Decide.
import type { QueueItem } from '@common/schemas/moderation';
import { Bot, EyeOff, Flag, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { formatDate, formatNumber } from '../../lib/format';
import { formatPercent } from '../identification/reason-text';
import { useCurrentLanguage } from '../language/current-language';
import { MemberAvatar } from '../profiles/MemberAvatar';
import { DecisionDialog } from './DecisionDialog';
import { REASON_KEYS } from './FlagDialog';
import { ActionLabel } from './ModerationHistory';

const TYPE_KEYS: Record<QueueItem['contentType'], string> = {
  sighting: 'moderation.admin.types.sighting',
  comment: 'moderation.admin.types.comment',
  profile: 'moderation.admin.types.profile',
  gear_review: 'moderation.admin.types.gear_review',
};

function Context({ item }: { item: QueueItem }) {
  const { t } = useTranslation();
  // A photo the classifier held may be explicit: it stays blurred until the administrator chooses to look.
  const [revealed, setRevealed] = useState(!item.flags.some((f) => f.source === 'classifier'));
  if (item.sighting) {
    const s = item.sighting;
    const image = s.imageUrl ?? s.thumbUrl;
    return (
      <div className="grid gap-3 sm:grid-cols-[8rem_minmax(0,1fr)]">
        <div className="relative overflow-hidden rounded-lg bg-stone-100">
          {image ? (
            <>
              <img
                src={image}
                alt=""
                loading="lazy"
                className={`aspect-square w-full object-cover ${revealed ? '' : 'blur-xl'}`}
              />
              {!revealed && (
                <Button
                  size="sm"
                  variant="secondary"
                  className="absolute inset-x-2 bottom-2"
                  onClick={() => setRevealed(true)}
                >
                  {t('moderation.admin.showPhoto')}
                </Button>
              )}
            </>
          ) : (
            <div className="grid aspect-square place-items-center text-sm text-stone-500">
              {t('moderation.admin.noPhoto')}
            </div>
          )}
        </div>
        <div className="grid content-start gap-1">
          <Link to={`/sighting/${s.id}`} dir="auto" className="font-semibold text-stone-900 hover:underline">
            {s.speciesName}
          </Link>
          {s.description && (
            <p dir="auto" className="line-clamp-4 whitespace-pre-line break-words text-sm text-stone-700">
              {s.description}
            </p>
          )}
        </div>
      </div>
    );
  }
  if (item.comment) {
    const c = item.comment;
    return (
      <div className="grid gap-1">
        <blockquote
          dir="auto"
          className="whitespace-pre-line break-words border-s-4 border-stone-300 ps-3 text-stone-900"
        >
          {c.content}
        </blockquote>
        <p className="text-sm text-stone-600">
          {t('moderation.admin.onSighting')}{' '}
          <Link to={`/sighting/${c.sighting.id}`} dir="auto" className="font-medium hover:underline">
            {c.sighting.speciesName}
          </Link>
        </p>
      </div>
    );
  }
  if (item.profile) {
    const p = item.profile;
    return (
      <div className="flex gap-3">
        <MemberAvatar username={p.username} imageUrl={p.profileImageUrl} />
        <div className="grid min-w-0 content-start gap-1">
          <Link to={`/profile/${p.id}`} dir="auto" className="font-semibold text-stone-900 hover:underline">
            {p.username}
          </Link>
          <p dir="auto" className="whitespace-pre-line break-words text-sm text-stone-700">
            {p.bio ?? t('moderation.admin.noBio')}
          </p>
        </div>
      </div>
    );
  }
  if (item.review) {
    const r = item.review;
    return (
      <div className="grid gap-1">
        <Link
          to={`/shop/${r.productSlug}`}
          dir="auto"
          className="text-sm font-medium text-brand-800 hover:underline"
        >
          {r.productName}
        </Link>
        <p dir="auto" className="font-semibold text-stone-900">
          {r.title}
        </p>
        <p dir="auto" className="line-clamp-4 whitespace-pre-line break-words text-sm text-stone-700">
          {r.content}
        </p>
      </div>
    );
  }
  return <p className="text-stone-600">{t('moderation.admin.itemGone')}</p>;
}

export function QueueItemCard({ item }: { item: QueueItem }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const author = item.author;
  return (
    <li
      data-testid="queue-item"
      className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4"
      aria-label={`${t(TYPE_KEYS[item.contentType])} ${item.contentId}`}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="rounded-full bg-stone-100 px-2.5 py-0.5 font-medium text-stone-800">
          {t(TYPE_KEYS[item.contentType])}
        </span>
        {item.hidden && (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-amber-900">
            <EyeOff className="size-4" aria-hidden />
            {t('moderation.admin.hidden')}
          </span>
        )}
        {item.reasons.map((r) => (
          <span key={r.reason} className="rounded-full bg-red-50 px-2.5 py-0.5 text-red-800">
            {t(REASON_KEYS[r.reason])} ({formatNumber(r.count, language)})
          </span>
        ))}
        {item.lastFlaggedAt && (
          <span className="text-stone-500">{formatDate(item.lastFlaggedAt, language)}</span>
        )}
      </div>

      <Context item={item} />

      {author && (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-700">
          <span>
            {t('moderation.admin.author')}{' '}
            <Link to={`/profile/${author.id}`} dir="auto" className="font-medium hover:underline">
              {author.username}
            </Link>
          </span>
          {author.warnings > 0 && (
            <span className="text-stone-600">
              {t('moderation.admin.warnings', { n: formatNumber(author.warnings, language) })}
            </span>
          )}
          {author.suspended && (
            <span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 text-red-900">
              <ShieldAlert className="size-4" aria-hidden />
              {author.suspendedUntil
                ? t('moderation.suspended.until', {
                    date: formatDate(author.suspendedUntil, language, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    }),
                  })
                : t('moderation.suspended.indefinitely')}
            </span>
          )}
        </p>
      )}

      {item.flags.length > 0 && (
        <details open className="rounded-lg bg-stone-50 p-3 text-sm">
          <summary className="cursor-pointer font-medium text-stone-800">
            {t('moderation.admin.flagsLabel', { n: formatNumber(item.pendingFlags, language) })}
          </summary>
          <ul className="mt-2 grid gap-2">
            {item.flags.map((f) => (
              <li key={f.id} className="grid gap-1">
                <span className="inline-flex flex-wrap items-center gap-1.5 text-stone-700">
                  {f.source === 'classifier' ? (
                    <Bot className="size-4" aria-hidden />
                  ) : (
                    <Flag className="size-4" aria-hidden />
                  )}
                  {f.source === 'classifier'
                    ? t('moderation.admin.byClassifier')
                    : (f.reporter?.username ?? '')}
                  <span aria-hidden>·</span>
                  {t(REASON_KEYS[f.reason])}
                  <span aria-hidden>·</span>
                  {formatDate(f.createdAt, language)}
                </span>
                {f.details && (
                  <span dir="auto" className="whitespace-pre-line break-words ps-5 text-stone-700">
                    {f.details}
                  </span>
                )}
                {f.scores && (
                  <span className="ps-5 text-stone-600">
                    {(['porn', 'hentai', 'sexy'] as const)
                      .map(
                        (c) =>
                          `${t(`moderation.classes.${c}`)}: ${formatPercent(f.scores?.[c] ?? 0, language)}`,
                      )
                      .join(' · ')}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </details>
      )}

      {item.history.length > 0 && (
        <ul className="grid gap-1 text-sm text-stone-600" aria-label={t('moderation.admin.itemHistory')}>
          {item.history.map((h) => (
            <li key={h.id}>
              <ActionLabel action={h.action} /> · {h.admin ?? t('moderation.history.automatic')} ·{' '}
              {formatDate(h.createdAt, language)}
              {h.reason && (
                <>
                  {' · '}
                  <span dir="auto">{h.reason}</span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}

      <div className="flex flex-wrap gap-2">
        {item.readOnly ? (
          <>
            <p className="text-sm text-stone-600">{t('moderation.admin.readOnlyGear')}</p>
            {item.manageUrl && (
              <Button asChild size="sm" variant="outline">
                <Link to={item.manageUrl}>{t('moderation.admin.openGearQueue')}</Link>
              </Button>
            )}
          </>
        ) : (
          item.contentType !== 'gear_review' && (
            <DecisionDialog
              contentType={item.contentType}
              contentId={item.contentId}
              hidden={item.hidden}
              hasAuthor={author !== null && (item.sighting ?? item.comment ?? item.profile) !== null}
            />
          )
        )}
      </div>
    </li>
  );
}
