// One contact message and one DMCA notice as the administrators see them, and the pager of both lists. Names,
// messages, addresses and notes are what people wrote: text, with dir="auto" and pre-wrapped lines.
import {
  type AdminContactMessage,
  type AdminDmcaCase,
  DMCA_STATUSES,
  type DmcaStatus,
  dmcaCaseUpdateSchema,
} from '@common/schemas/support';
import { ExternalLink, Mail, Star } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';
import { errorMessage } from '../../lib/api';
import { formatDate, formatNumber } from '../../lib/format';
import { useCurrentLanguage } from '../language/current-language';
import { FormField, textareaClass } from './FormField';
import { translateSupportMessage, translateSupportMessages } from './support-messages';
import { useDecideDmcaCase, useMarkContactMessage } from './use-support';

const when = (iso: string, language: string) =>
  formatDate(iso, language, { dateStyle: 'medium', timeStyle: 'short' });

const cardClass = 'grid min-w-0 gap-3 rounded-xl border border-stone-200 bg-white p-4';

export function ContactMessageCard({ message: m }: { message: AdminContactMessage }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const mark = useMarkContactMessage();
  const topicKey = `support.topics.${m.topic}`;
  return (
    <article className={cardClass} aria-labelledby={`support-message-${m.id}`}>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h4 id={`support-message-${m.id}`} className="break-words font-semibold text-stone-900">
            <bdi>{m.name}</bdi> <span className="font-normal text-stone-600">&lt;{m.email}&gt;</span>
          </h4>
          <p className="text-xs text-stone-600">
            {when(m.createdAt, language)} · {t('support.admin.language')}: {m.language}
            {m.member && (
              <>
                {' · '}
                <Link to={`/profile/${m.member.id}`} className="underline">
                  {t('support.admin.member', { username: m.member.username })}
                </Link>
              </>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {m.priority && (
            <Badge variant="accent">
              <Star aria-hidden />
              {t('support.admin.priority')}
            </Badge>
          )}
          <Badge variant="outline">{t(topicKey, { defaultValue: m.topic })}</Badge>
          <Badge>{t(`support.admin.statuses.${m.status}`)}</Badge>
        </div>
      </header>
      <p dir="auto" className="whitespace-pre-wrap break-words text-stone-800">
        {m.message}
      </p>
      {m.status === 'handled' && m.handledAt && (
        <p className="text-xs text-stone-600">
          {t('support.admin.handledBy', { admin: m.handledBy ?? '—', date: when(m.handledAt, language) })}
        </p>
      )}
      {mark.isError && (
        <p role="alert" className="text-sm text-red-700">
          {translateSupportMessage(t, errorMessage(mark.error, t('support.admin.updateFailed')))}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <a href={`mailto:${encodeURIComponent(m.email)}?subject=${encodeURIComponent('WildLens')}`}>
            <Mail aria-hidden />
            {t('support.admin.reply')}
          </a>
        </Button>
        <Button
          size="sm"
          variant={m.status === 'open' ? 'default' : 'outline'}
          disabled={mark.isPending}
          onClick={() => mark.mutate({ id: m.id, handled: m.status === 'open' })}
        >
          {m.status === 'open' ? t('support.admin.markHandled') : t('support.admin.reopen')}
        </Button>
      </div>
    </article>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">{label}</dt>
      <dd className="min-w-0 break-words text-stone-800">{children}</dd>
    </div>
  );
}

/** An address written by the claimant: a link only when it is plainly http(s); never followed with our referrer. */
function OutsideLink({ href }: { href: string }) {
  if (!/^https?:\/\//i.test(href)) return <span dir="ltr">{href}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="break-all underline"
      dir="ltr"
    >
      {href}
      <ExternalLink className="ms-1 inline size-3" aria-hidden />
    </a>
  );
}

function DecisionForm({ notice }: { notice: AdminDmcaCase }) {
  const { t } = useTranslation();
  const decide = useDecideDmcaCase();
  const [status, setStatus] = useState<DmcaStatus>(notice.status === 'open' ? 'actioned' : notice.status);
  const [note, setNote] = useState(notice.adminNote ?? '');
  const [errors, setErrors] = useState<string[] | undefined>();
  const id = `dmca-decision-${notice.id}`;
  return (
    <form
      noValidate
      className="grid gap-3 rounded-lg bg-stone-50 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = dmcaCaseUpdateSchema.safeParse({ status, adminNote: note });
        if (!parsed.success) {
          setErrors(parsed.error.issues.map((i) => i.message));
          return;
        }
        setErrors(undefined);
        decide.mutate({ id: notice.id, ...parsed.data });
      }}
    >
      <div className="grid max-w-xs gap-1">
        <Label htmlFor={`${id}-status`}>{t('support.admin.decision')}</Label>
        <NativeSelect
          id={`${id}-status`}
          value={status}
          onChange={(e) => setStatus(e.target.value as DmcaStatus)}
          disabled={decide.isPending}
        >
          {DMCA_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`support.admin.statuses.${s}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <FormField
        id={`${id}-note`}
        label={t('support.admin.note')}
        messages={translateSupportMessages(t, errors)}
      >
        <textarea
          id={`${id}-note`}
          rows={2}
          dir="auto"
          className={textareaClass}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          disabled={decide.isPending}
          aria-invalid={Boolean(errors?.length)}
          aria-describedby={errors?.length ? `${id}-note-error` : undefined}
        />
      </FormField>
      {decide.isError && (
        <p role="alert" className="text-sm text-red-700">
          {translateSupportMessage(t, errorMessage(decide.error, t('support.admin.updateFailed')))}
        </p>
      )}
      <div>
        <Button type="submit" size="sm" disabled={decide.isPending}>
          {t('support.admin.saveDecision')}
        </Button>
      </div>
    </form>
  );
}

export function DmcaCaseCard({ notice: c }: { notice: AdminDmcaCase }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  return (
    <article className={cardClass} aria-labelledby={`dmca-case-${c.id}`}>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h4 id={`dmca-case-${c.id}`} className="font-semibold text-stone-900">
            {t('support.admin.caseTitle', { id: c.id })}
          </h4>
          <p className="text-xs text-stone-600">{when(c.createdAt, language)}</p>
        </div>
        <Badge>{t(`support.admin.statuses.${c.status}`)}</Badge>
      </header>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Detail label={t('support.admin.reportedPage')}>
          {c.item.exists ? (
            <Link to={c.item.path} className="underline">
              {t(`support.admin.kinds.${c.item.kind}`)}: <bdi>{c.item.title}</bdi>
            </Link>
          ) : (
            <span>
              <span dir="ltr">{c.item.path}</span> ({t('support.admin.itemGone')})
            </span>
          )}
        </Detail>
        <Detail label={t('support.admin.claimant')}>
          <bdi>{c.fullName}</bdi>
          {' · '}
          {c.claimantRole === 'agent' && c.copyrightOwner ? (
            <>
              {t('support.admin.agentFor')} <bdi>{c.copyrightOwner}</bdi>
            </>
          ) : (
            t('support.admin.owner')
          )}
        </Detail>
        <Detail label={t('support.admin.work')}>
          <span dir="auto" className="whitespace-pre-wrap">
            {c.copyrightedWork}
          </span>
        </Detail>
        <Detail label={t('support.admin.original')}>
          {c.originalUrl ? <OutsideLink href={c.originalUrl} /> : '—'}
        </Detail>
        {c.details && (
          <Detail label={t('support.admin.details')}>
            <span dir="auto" className="whitespace-pre-wrap">
              {c.details}
            </span>
          </Detail>
        )}
        <Detail label={t('support.admin.contactDetails')}>
          <a href={`mailto:${encodeURIComponent(c.email)}`} className="underline">
            {c.email}
          </a>
          {c.phone && (
            <>
              {' · '}
              <span dir="ltr">{c.phone}</span>
            </>
          )}
          <span dir="auto" className="mt-1 block whitespace-pre-wrap">
            {c.address}
          </span>
        </Detail>
        <Detail label={t('support.admin.signature')}>
          <bdi>/{c.signature}/</bdi>
        </Detail>
      </dl>
      {c.decidedAt && (
        <p className="text-xs text-stone-600">
          {t('support.admin.decidedBy', { admin: c.decidedBy ?? '—', date: when(c.decidedAt, language) })}
          {c.adminNote && (
            <>
              {': '}
              <span dir="auto">{c.adminNote}</span>
            </>
          )}
        </p>
      )}
      <DecisionForm key={`${c.id}-${c.status}-${c.decidedAt ?? ''}`} notice={c} />
    </article>
  );
}

export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('support.admin.pages')} className="flex flex-wrap items-center gap-3 text-sm">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('support.admin.previous')}
      </Button>
      <span>
        {t('support.admin.pageOf', {
          page: formatNumber(page, language),
          pages: formatNumber(pages, language),
        })}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('support.admin.next')}
      </Button>
    </nav>
  );
}
