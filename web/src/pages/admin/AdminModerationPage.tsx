// /admin/moderation: the queue of flagged sightings (the photo classifier's holds and members' flags) with the
// administrator's decisions (approve: publish; remove: keep hidden; dismiss: this flag only), and the
// thresholds: the classifier's per class, and how many members' flags hide a sighting until reviewed.
import {
  FLAG_STATUSES,
  type FlagAction,
  type FlaggedItem,
  type FlagStatus,
  type ModerationSettings,
} from '@common/schemas/moderation';
import { Bot, Check, EyeOff, Flag, Trash2, X } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { Label } from '../../components/ui/Label';
import { NumberField } from '../../components/ui/NumberField';
import { Spinner } from '../../components/ui/Spinner';
import { Switch } from '../../components/ui/Switch';
import { toast } from '../../components/ui/use-toast';
import { formatPercent } from '../../features/identification/reason-text';
import { useCurrentLanguage } from '../../features/language/current-language';
import {
  useModerationQueue,
  useModerationSettings,
  useResolveFlag,
  useSaveModerationSettings,
} from '../../features/moderation/use-moderation';
import { errorMessage } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { AdminPageHeader } from './AdminPageHeader';

const STATUS_KEYS: Record<FlagStatus, string> = {
  pending: 'moderation.admin.status.pending',
  approved: 'moderation.admin.status.approved',
  removed: 'moderation.admin.status.removed',
  dismissed: 'moderation.admin.status.dismissed',
};

const REASON_KEYS: Record<FlaggedItem['reason'], string> = {
  inappropriate: 'moderation.reasons.inappropriate',
  spam: 'moderation.reasons.spam',
  wrong_species: 'moderation.reasons.wrong_species',
  copyright: 'moderation.reasons.copyright',
  other: 'moderation.reasons.other',
};

function FlagCard({ item }: { item: FlaggedItem }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const resolve = useResolveFlag();
  // A photo the classifier held may be explicit: it stays blurred until the administrator chooses to look.
  const [revealed, setRevealed] = useState(item.source !== 'classifier');
  const decide = (action: FlagAction) =>
    resolve.mutate(
      { id: item.id, action },
      {
        onSuccess: () => toast({ title: t('moderation.admin.decided') }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('moderation.admin.decisionFailed'),
            description: errorMessage(error, t('common.tryAgain')),
          }),
      },
    );
  const sighting = item.sighting;
  const image = sighting?.imageUrl ?? sighting?.thumbUrl;
  return (
    <li
      data-testid="flag-item"
      className="grid gap-4 rounded-xl border border-stone-200 bg-white p-4 sm:grid-cols-[10rem_minmax(0,1fr)]"
    >
      <div className="relative overflow-hidden rounded-lg bg-stone-100">
        {image ? (
          <>
            <img
              src={image}
              alt=""
              className={`aspect-square w-full object-cover ${revealed ? '' : 'blur-xl'}`}
              loading="lazy"
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
      <div className="grid content-start gap-2">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="inline-flex items-center gap-1 rounded-full bg-stone-100 px-2.5 py-0.5 font-medium text-stone-800">
            {item.source === 'classifier' ? (
              <Bot className="size-4" aria-hidden />
            ) : (
              <Flag className="size-4" aria-hidden />
            )}
            {item.source === 'classifier'
              ? t('moderation.admin.byClassifier')
              : t('moderation.admin.byMember')}
          </span>
          <span className="rounded-full bg-red-50 px-2.5 py-0.5 text-red-800">
            {t(REASON_KEYS[item.reason])}
          </span>
          {sighting?.underReview && (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-amber-900">
              <EyeOff className="size-4" aria-hidden />
              {t('moderation.admin.hidden')}
            </span>
          )}
          <span className="text-stone-500">{formatDate(item.createdAt, language)}</span>
        </div>
        {sighting ? (
          <p className="text-stone-900">
            <Link to={`/sighting/${sighting.id}`} className="font-semibold hover:underline" dir="auto">
              {sighting.speciesName}
            </Link>{' '}
            <span className="text-sm text-stone-600">
              {t('moderation.admin.author')}{' '}
              <Link to={`/profile/${sighting.author.id}`} className="hover:underline" dir="auto">
                {sighting.author.username}
              </Link>
            </span>
          </p>
        ) : (
          <p className="text-stone-600">{t('moderation.admin.sightingGone')}</p>
        )}
        {item.reporter && (
          <p className="text-sm text-stone-700">
            {t('moderation.admin.reportedBy')}{' '}
            <Link to={`/profile/${item.reporter.id}`} className="font-medium hover:underline" dir="auto">
              {item.reporter.username}
            </Link>
          </p>
        )}
        {item.details && (
          <blockquote dir="auto" className="border-s-4 border-stone-200 ps-3 text-sm text-stone-700">
            {item.details}
          </blockquote>
        )}
        {item.scores && (
          <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
            {(['porn', 'hentai', 'sexy', 'neutral', 'drawing'] as const).map((c) => (
              <div key={c} className="flex gap-1">
                <dt>{t(`moderation.classes.${c}`)}:</dt>
                <dd className="font-medium tabular-nums">{formatPercent(item.scores?.[c] ?? 0, language)}</dd>
              </div>
            ))}
          </dl>
        )}
        {item.notes && (
          <p dir="auto" className="text-sm text-stone-600">
            {item.notes}
          </p>
        )}
        {item.status === 'pending' && (
          <div className="flex flex-wrap gap-2 pt-1">
            <Button size="sm" onClick={() => decide('approve')} disabled={resolve.isPending || !sighting}>
              <Check aria-hidden />
              {t('moderation.admin.approve')}
            </Button>
            <Button
              size="sm"
              variant="destructive"
              onClick={() => decide('remove')}
              disabled={resolve.isPending || !sighting}
            >
              <Trash2 aria-hidden />
              {t('moderation.admin.remove')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => decide('dismiss')}
              disabled={resolve.isPending}
            >
              <X aria-hidden />
              {t('moderation.admin.dismiss')}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}

/** Thresholds are edited as whole percentages; the server stores probabilities. */
function SettingsForm({ settings }: { settings: ModerationSettings }) {
  const { t } = useTranslation();
  const save = useSaveModerationSettings();
  const [enabled, setEnabled] = useState(settings.classifierEnabled);
  const [porn, setPorn] = useState(String(Math.round(settings.pornThreshold * 100)));
  const [hentai, setHentai] = useState(String(Math.round(settings.hentaiThreshold * 100)));
  const [sexy, setSexy] = useState(String(Math.round(settings.sexyThreshold * 100)));
  const [flags, setFlags] = useState(String(settings.memberFlagsToHide));
  useEffect(() => {
    setEnabled(settings.classifierEnabled);
  }, [settings.classifierEnabled]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        classifierEnabled: enabled,
        pornThreshold: Number(porn) / 100,
        hentaiThreshold: Number(hentai) / 100,
        sexyThreshold: Number(sexy) / 100,
        memberFlagsToHide: Number(flags),
      },
      {
        onSuccess: () => toast({ title: t('moderation.settings.saved') }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('moderation.settings.saveFailed'),
            description: errorMessage(error, t('common.tryAgain')),
          }),
      },
    );
  };

  const percentField = (id: string, label: string, value: string, set: (v: string) => void) => (
    <NumberField id={id} label={label} min={0} max={100} value={value} onChange={set} />
  );

  return (
    <form
      onSubmit={submit}
      className="grid gap-4 rounded-xl border border-stone-200 bg-white p-5"
      aria-labelledby="moderation-settings-title"
    >
      <h2 id="moderation-settings-title" className="text-lg font-semibold text-stone-900">
        {t('moderation.settings.title')}
      </h2>
      <div className="flex items-center justify-between gap-3 text-sm text-stone-800">
        <Label htmlFor="classifier-enabled">{t('moderation.settings.classifierEnabled')}</Label>
        <Switch id="classifier-enabled" checked={enabled} onCheckedChange={setEnabled} />
      </div>
      <p className="text-sm text-stone-600">{t('moderation.settings.thresholdsHint')}</p>
      {percentField('threshold-porn', t('moderation.settings.porn'), porn, setPorn)}
      {percentField('threshold-hentai', t('moderation.settings.hentai'), hentai, setHentai)}
      {percentField('threshold-sexy', t('moderation.settings.sexy'), sexy, setSexy)}
      <NumberField
        id="member-flags"
        label={t('moderation.settings.memberFlags')}
        min={1}
        max={100}
        value={flags}
        onChange={setFlags}
      />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('moderation.settings.saving') : t('moderation.settings.save')}
      </Button>
    </form>
  );
}

export default function AdminModerationPage() {
  const { t } = useTranslation();
  usePageTitle(t('moderation.admin.title'));
  const [status, setStatus] = useState<FlagStatus>('pending');
  const queue = useModerationQueue(status);
  const settings = useModerationSettings();

  let list: React.ReactNode;
  if (queue.isPending || queue.unauthorized) list = <Spinner />;
  else if (queue.isError)
    list = (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        {errorMessage(queue.error, t('moderation.admin.loadFailed'))}
      </p>
    );
  else if (queue.data.length === 0)
    list = (
      <p className="rounded-xl bg-stone-50 p-6 text-center text-stone-600">{t('moderation.admin.empty')}</p>
    );
  else
    list = (
      <ul className="grid gap-3">
        {queue.data.map((item) => (
          <FlagCard key={item.id} item={item} />
        ))}
      </ul>
    );

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10">
      <AdminPageHeader title={t('moderation.admin.title')} subtitle={t('moderation.admin.subtitle')} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="moderation-queue-title" className="grid content-start gap-4">
          <h2 id="moderation-queue-title" className="sr-only">
            {t('moderation.admin.queue')}
          </h2>
          <div role="tablist" aria-label={t('moderation.admin.queue')} className="flex flex-wrap gap-2">
            {FLAG_STATUSES.map((s) => (
              <Button
                key={s}
                role="tab"
                aria-selected={status === s}
                size="sm"
                variant={status === s ? 'default' : 'outline'}
                onClick={() => setStatus(s)}
              >
                {t(STATUS_KEYS[s])}
              </Button>
            ))}
          </div>
          {list}
        </section>
        <aside>
          {settings.data ? (
            <SettingsForm settings={settings.data} />
          ) : settings.isError ? (
            <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
              {errorMessage(settings.error, t('moderation.admin.loadFailed'))}
            </p>
          ) : (
            <Spinner />
          )}
        </aside>
      </div>
    </div>
  );
}
