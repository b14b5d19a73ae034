// /admin/moderation: every flagged item in its context (sightings held by the photo classifier or flagged by
// members, comments, profiles; flagged gear reviews shown read-only) with the administrator's decisions (keep,
// hide, delete, warn or suspend the member), the items hidden now, the decision log, suspended members, and the
// settings: the classifier's thresholds, how many members' flags hide an item, and the banned words.
import { type ModerationSettings, QUEUE_VIEWS, type QueueView } from '@common/schemas/moderation';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { Label } from '../../components/ui/Label';
import { NumberField } from '../../components/ui/NumberField';
import { Spinner } from '../../components/ui/Spinner';
import { Switch } from '../../components/ui/Switch';
import { toast } from '../../components/ui/use-toast';
import { ModerationHistory } from '../../features/moderation/ModerationHistory';
import { QueueItemCard } from '../../features/moderation/QueueItemCard';
import { SuspendedMembers } from '../../features/moderation/SuspendedMembers';
import {
  useModerationItems,
  useModerationSettings,
  useSaveModerationSettings,
} from '../../features/moderation/use-moderation';
import { errorMessage } from '../../lib/api';
import { AdminPageHeader } from './AdminPageHeader';

type Tab = QueueView | 'history' | 'suspended';
const TABS: readonly Tab[] = [...QUEUE_VIEWS, 'history', 'suspended'];
const TAB_KEYS: Record<Tab, string> = {
  pending: 'moderation.admin.tabs.pending',
  hidden: 'moderation.admin.tabs.hidden',
  history: 'moderation.admin.tabs.history',
  suspended: 'moderation.admin.tabs.suspended',
};

function ItemQueue({ view }: { view: QueueView }) {
  const { t } = useTranslation();
  const queue = useModerationItems(view);
  if (queue.isPending || queue.unauthorized) return <Spinner />;
  if (queue.isError)
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        {errorMessage(queue.error, t('moderation.admin.loadFailed'))}
      </p>
    );
  if (queue.data.length === 0)
    return (
      <p className="rounded-xl bg-stone-50 p-6 text-center text-stone-600">
        {view === 'pending' ? t('moderation.admin.empty') : t('moderation.admin.emptyHidden')}
      </p>
    );
  return (
    <ul className="grid gap-3">
      {queue.data.map((item) => (
        <QueueItemCard key={`${item.contentType}:${item.contentId}`} item={item} />
      ))}
    </ul>
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
  const [bannedWords, setBannedWords] = useState(settings.bannedWords.join('\n'));
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
        // One word (or phrase) a line; blank lines are dropped.
        bannedWords: bannedWords
          .split('\n')
          .map((w) => w.trim())
          .filter(Boolean),
      },
      {
        onSuccess: (saved) => {
          setBannedWords(saved.bannedWords.join('\n'));
          toast({ title: t('moderation.settings.saved') });
        },
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
      <div className="grid gap-2">
        <Label htmlFor="banned-words">{t('moderation.settings.bannedWords')}</Label>
        <textarea
          id="banned-words"
          value={bannedWords}
          rows={6}
          aria-describedby="banned-words-hint"
          onChange={(e) => setBannedWords(e.target.value)}
          className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base md:text-sm"
        />
        <p id="banned-words-hint" className="text-sm text-stone-600">
          {t('moderation.settings.bannedWordsHint')}
        </p>
      </div>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('moderation.settings.saving') : t('moderation.settings.save')}
      </Button>
    </form>
  );
}

export default function AdminModerationPage() {
  const { t } = useTranslation();
  usePageTitle(t('moderation.admin.title'));
  const [tab, setTab] = useState<Tab>('pending');
  const settings = useModerationSettings();

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10">
      <AdminPageHeader title={t('moderation.admin.title')} subtitle={t('moderation.admin.subtitleItems')} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="moderation-queue-title" className="grid min-w-0 content-start gap-4">
          <h2 id="moderation-queue-title" className="text-lg font-semibold text-stone-900">
            {t('moderation.admin.queue')}
          </h2>
          <div role="tablist" aria-labelledby="moderation-queue-title" className="flex flex-wrap gap-2">
            {TABS.map((value) => (
              <Button
                key={value}
                role="tab"
                id={`moderation-tab-${value}`}
                aria-selected={tab === value}
                aria-controls="moderation-tab-panel"
                size="sm"
                variant={tab === value ? 'default' : 'outline'}
                onClick={() => setTab(value)}
              >
                {t(TAB_KEYS[value])}
              </Button>
            ))}
          </div>
          <div role="tabpanel" id="moderation-tab-panel" aria-labelledby={`moderation-tab-${tab}`}>
            {tab === 'pending' || tab === 'hidden' ? (
              <ItemQueue key={tab} view={tab} />
            ) : tab === 'history' ? (
              <ModerationHistory />
            ) : (
              <SuspendedMembers />
            )}
          </div>
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
