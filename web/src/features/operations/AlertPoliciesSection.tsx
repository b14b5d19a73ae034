// Alert policies on the admin dashboard (systemSettings): who is e-mailed when error reports of at least a
// severity arrive, at most once per throttle window per error group. Listed with their last alert; created,
// edited and deleted here. The server's messages show under the fields they are about.
import { ALERT_POLICY_DEFAULTS, type AlertPolicy } from '@common/schemas/operations';
import { SEVERITIES, type Severity } from '@common/schemas/telemetry';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { ConfirmButton } from '../../components/ui/ConfirmButton';
import { FieldError } from '../../components/ui/FieldError';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { NumberField } from '../../components/ui/NumberField';
import { NativeSelect } from '../../components/ui/Select';
import { Spinner } from '../../components/ui/Spinner';
import { Switch } from '../../components/ui/Switch';
import { toast } from '../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../lib/api';
import { formatDate, formatNumber } from '../../lib/format';
import { SeverityBadge } from './SeverityBadge';
import { useAlertPolicies, useDeleteAlertPolicy, useSaveAlertPolicy } from './use-operations';

interface Draft {
  name: string;
  minSeverity: Severity;
  recipients: string;
  throttleSeconds: string;
  isActive: boolean;
}

const emptyDraft: Draft = {
  name: '',
  minSeverity: ALERT_POLICY_DEFAULTS.minSeverity,
  recipients: '',
  throttleSeconds: String(ALERT_POLICY_DEFAULTS.throttleSeconds),
  isActive: true,
};

const draftOf = (policy: AlertPolicy): Draft => ({
  name: policy.name,
  minSeverity: policy.minSeverity,
  recipients: policy.recipients.join('\n'),
  throttleSeconds: String(policy.throttleSeconds),
  isActive: policy.isActive,
});

/** The server's field messages by the field they are about (recipients.2 is about recipients). */
function messagesByField(error: unknown): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  if (!(error instanceof ApiError) || !error.fieldErrors) return found;
  for (const e of error.fieldErrors) {
    const field = e.path.split('.')[0] ?? '';
    if (!found[field]?.includes(e.message)) found[field] = [...(found[field] ?? []), e.message];
  }
  return found;
}

function PolicyForm({ policy, onDone }: { policy: AlertPolicy | null; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const [draft, setDraft] = useState<Draft>(policy ? draftOf(policy) : emptyDraft);
  const save = useSaveAlertPolicy();
  const errors = messagesByField(save.error);
  const describedBy = (name: string) => (errors[name]?.length ? `${field(name)}-error` : undefined);
  const change = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        id: policy?.id ?? null,
        policy: {
          name: draft.name,
          minSeverity: draft.minSeverity,
          channels: ['email'],
          recipients: draft.recipients
            .split(/[\s,;]+/)
            .map((r) => r.trim())
            .filter(Boolean),
          throttleSeconds: Number(draft.throttleSeconds),
          isActive: draft.isActive,
        },
      },
      {
        onSuccess: () => {
          toast({ title: t('operations.policies.saved') });
          onDone();
        },
        onError: (error) => {
          if (!(error instanceof ApiError && error.fieldErrors?.length))
            toast({
              title: errorMessage(error, t('operations.policies.saveFailed')),
              variant: 'destructive',
            });
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-label={policy ? t('operations.policies.editTitle') : t('operations.policies.newTitle')}
      className="grid gap-4 rounded-xl border border-brand-200 bg-brand-50/40 p-4"
    >
      <h3 className="text-lg font-semibold text-stone-900">
        {policy ? t('operations.policies.editTitle') : t('operations.policies.newTitle')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-1">
          <Label htmlFor={field('name')}>{t('operations.policies.name')}</Label>
          <Input
            id={field('name')}
            value={draft.name}
            maxLength={100}
            required
            aria-describedby={describedBy('name')}
            onChange={(e) => change({ name: e.target.value })}
          />
          <FieldError id={`${field('name')}-error`} messages={errors.name} />
        </div>
        <div className="grid content-start gap-1">
          <Label htmlFor={field('severity')}>{t('operations.policies.minSeverity')}</Label>
          <NativeSelect
            id={field('severity')}
            value={draft.minSeverity}
            onChange={(e) => change({ minSeverity: e.target.value as Severity })}
          >
            {SEVERITIES.map((severity) => (
              <option key={severity} value={severity}>
                {t(`operations.severity.${severity}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid content-start gap-1 sm:col-span-2">
          <Label htmlFor={field('recipients')}>{t('operations.policies.recipients')}</Label>
          <textarea
            id={field('recipients')}
            value={draft.recipients}
            rows={3}
            required
            dir="ltr"
            aria-describedby={[`${field('recipients')}-hint`, describedBy('recipients')]
              .filter(Boolean)
              .join(' ')}
            onChange={(e) => change({ recipients: e.target.value })}
            className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
          />
          <p id={`${field('recipients')}-hint`} className="text-sm text-stone-600">
            {t('operations.policies.recipientsHint')}
          </p>
          <FieldError id={`${field('recipients')}-error`} messages={errors.recipients} />
        </div>
        <NumberField
          id={field('throttle')}
          label={t('operations.policies.throttle')}
          value={draft.throttleSeconds}
          onChange={(throttleSeconds) => change({ throttleSeconds })}
          min={60}
          max={86_400}
          hint={t('operations.policies.throttleHint')}
          errors={errors.throttleSeconds}
        />
        <div className="flex items-center gap-3 self-center">
          <Switch
            id={field('active')}
            checked={draft.isActive}
            onCheckedChange={(isActive) => change({ isActive })}
          />
          <Label htmlFor={field('active')}>{t('operations.policies.active')}</Label>
        </div>
      </div>
      <p className="text-sm text-stone-600">{t('operations.policies.channelEmail')}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {t('common.save')}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

function PolicyCard({
  policy,
  language,
  onEdit,
}: {
  policy: AlertPolicy;
  language: string;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteAlertPolicy();
  return (
    <li className="grid gap-2 rounded-xl border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="break-words font-semibold text-stone-900" dir="auto">
          {policy.name}
        </h3>
        <span className={policy.isActive ? 'text-sm font-medium text-brand-700' : 'text-sm text-stone-500'}>
          {policy.isActive ? t('operations.policies.isActive') : t('operations.policies.isPaused')}
        </span>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-stone-600">{t('operations.policies.minSeverity')}</dt>
        <dd>
          <SeverityBadge severity={policy.minSeverity} />
        </dd>
        <dt className="text-stone-600">{t('operations.policies.recipients')}</dt>
        <dd className="break-all text-stone-900" dir="ltr">
          {policy.recipients.join(', ')}
        </dd>
        <dt className="text-stone-600">{t('operations.policies.throttle')}</dt>
        <dd className="text-stone-900">
          {t('operations.policies.seconds', { n: formatNumber(policy.throttleSeconds, language) })}
        </dd>
        <dt className="text-stone-600">{t('operations.policies.lastAlert')}</dt>
        <dd className="text-stone-900">
          {policy.lastAlertAt
            ? formatDate(policy.lastAlertAt, language, { dateStyle: 'medium', timeStyle: 'short' })
            : t('operations.policies.never')}
        </dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onEdit}>
          {t('operations.policies.edit')}
        </Button>
        <ConfirmButton
          variant="outline"
          size="sm"
          confirmVariant="destructive"
          question={t('operations.policies.deleteQuestion', { name: policy.name })}
          disabled={remove.isPending}
          onConfirm={() =>
            remove.mutate(policy.id, {
              onError: (error) =>
                toast({
                  title: errorMessage(error, t('operations.policies.deleteFailed')),
                  variant: 'destructive',
                }),
            })
          }
        >
          {t('operations.policies.delete')}
        </ConfirmButton>
      </div>
    </li>
  );
}

export function AlertPoliciesSection({ language }: { language: string }) {
  const { t } = useTranslation();
  const policies = useAlertPolicies();
  /** null: no form; 'new'; or the id of the policy being edited. */
  const [editing, setEditing] = useState<'new' | number | null>(null);
  const editedPolicy =
    typeof editing === 'number' ? (policies.data?.find((p) => p.id === editing) ?? null) : null;

  let body: React.ReactNode;
  if (policies.isPending || policies.unauthorized) body = <Spinner />;
  else if (policies.isError)
    body = (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        {errorMessage(policies.error, t('operations.loadFailed'))}
      </p>
    );
  else if (policies.data.length === 0)
    body = <p className="text-stone-600">{t('operations.policies.none')}</p>;
  else
    body = (
      <ul className="grid gap-3 lg:grid-cols-2">
        {policies.data.map((policy) => (
          <PolicyCard
            key={policy.id}
            policy={policy}
            language={language}
            onEdit={() => setEditing(policy.id)}
          />
        ))}
      </ul>
    );

  return (
    <section id="alert-policies" aria-labelledby="alert-policies-title" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="alert-policies-title" className="text-xl font-semibold text-stone-900">
            {t('operations.policies.title')}
          </h2>
          <p className="text-sm text-stone-600">{t('operations.policies.subtitle')}</p>
        </div>
        {editing === null && (
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden />
            {t('operations.policies.add')}
          </Button>
        )}
      </div>
      {editing !== null && (
        <PolicyForm key={String(editing)} policy={editedPolicy} onDone={() => setEditing(null)} />
      )}
      {body}
    </section>
  );
}
