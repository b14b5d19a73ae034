// The DMCA notice form of /dmca-policy: each element 17 U.S.C. 512(c)(3)(A) asks for (the work, the page on
// WildLens, the claimant's contact details, the two statements as checkboxes, an electronic signature), checked
// with the server's schema first; the page address must be a sighting, portfolio or guide of this site.
import {
  DMCA_CLAIMANT_ROLES,
  type DmcaClaimantRole,
  dmcaNoticeInputSchema,
  isSameSite,
  parseReportedUrl,
  SUPPORT_MESSAGES,
} from '@common/schemas/support';
import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { FieldError } from '../../components/ui/FieldError';
import { Input } from '../../components/ui/Input';
import { errorMessage } from '../../lib/api';
import { type FieldErrors, hasFieldErrors, serverFieldErrors, zodFieldErrors } from '../auth/form-errors';
import { useCurrentUser } from '../auth/use-current-user';
import { FormField, fieldProps, textareaClass } from './FormField';
import { Honeypot } from './Honeypot';
import { translateSupportMessage, translateSupportMessages } from './support-messages';
import { useSendDmcaNotice } from './use-support';

interface Draft {
  claimantRole: DmcaClaimantRole;
  fullName: string;
  copyrightOwner: string;
  email: string;
  address: string;
  phone: string;
  copyrightedWork: string;
  originalUrl: string;
  infringingUrl: string;
  details: string;
  goodFaith: boolean;
  accuracy: boolean;
  signature: string;
  website: string;
}

/** The fields that hold text (all but the role and the two statements). */
type TextKey = Exclude<keyof Draft, 'claimantRole' | 'goodFaith' | 'accuracy'>;

const EMPTY: Draft = {
  claimantRole: 'owner',
  fullName: '',
  copyrightOwner: '',
  email: '',
  address: '',
  phone: '',
  copyrightedWork: '',
  originalUrl: '',
  infringingUrl: '',
  details: '',
  goodFaith: false,
  accuracy: false,
  signature: '',
  website: '',
};

/** The schema's check, plus the one only the server could make otherwise: the address is on this site. */
function validate(
  draft: Draft,
): { data: ReturnType<typeof dmcaNoticeInputSchema.parse> } | { errors: FieldErrors } {
  const parsed = dmcaNoticeInputSchema.safeParse(draft);
  const errors: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
  const reported = parseReportedUrl(draft.infringingUrl);
  if (reported?.host && !isSameSite(reported.host, window.location.host) && !errors.infringingUrl)
    errors.infringingUrl = [SUPPORT_MESSAGES.reportedUrlOtherSite];
  if (!parsed.success || hasFieldErrors(errors)) return { errors };
  return { data: parsed.data };
}

export function DmcaNoticeForm() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const send = useSendDmcaNotice();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (user?.email) {
      const email = user.email;
      setDraft((d) => ({ ...d, email: d.email || email }));
    }
  }, [user]);

  useEffect(() => {
    if (sentTo) doneHeading.current?.focus();
  }, [sentTo]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const messages = (field: string) => translateSupportMessages(t, errors[field]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const checked = validate(draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    send.mutate(checked.data, {
      onSuccess: () => setSentTo(checked.data.email),
      onError: (error) => {
        const fields = serverFieldErrors(error);
        if (hasFieldErrors(fields)) setErrors(fields);
        else setFailure(translateSupportMessage(t, errorMessage(error, t('common.tryAgain'))));
      },
    });
  };

  if (sentTo) {
    return (
      <div
        role="status"
        className="grid justify-items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 p-6"
      >
        <CheckCircle2 className="size-8 text-brand-700" aria-hidden />
        <h2 ref={doneHeading} tabIndex={-1} className="text-xl font-semibold text-stone-900">
          {t('support.dmca.sentTitle')}
        </h2>
        <p className="break-words text-stone-800">{t('support.dmca.sent', { email: sentTo })}</p>
        <Button
          variant="outline"
          onClick={() => {
            setSentTo(null);
            send.reset();
            setDraft((d) => ({ ...EMPTY, email: d.email }));
          }}
        >
          {t('support.dmca.sendAnother')}
        </Button>
      </div>
    );
  }

  const pending = send.isPending;
  const example = `${window.location.origin}/sighting/123`;
  const text = (key: TextKey, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  return (
    <form noValidate onSubmit={onSubmit} className="relative grid gap-5" aria-describedby="dmca-required">
      <p id="dmca-required" className="text-sm text-stone-600">
        {t('support.requiredNote')}
      </p>

      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium text-stone-800">{t('support.dmca.role')}</legend>
        {DMCA_CLAIMANT_ROLES.map((role) => (
          <label key={role} className="flex items-start gap-2 text-sm text-stone-800">
            <input
              type="radio"
              name="claimantRole"
              value={role}
              checked={draft.claimantRole === role}
              onChange={() => set('claimantRole', role)}
              disabled={pending}
              className="mt-0.5 size-4 accent-brand-700"
            />
            {role === 'owner' ? t('support.dmca.roleOwner') : t('support.dmca.roleAgent')}
          </label>
        ))}
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="dmca-fullName"
          label={t('support.dmca.fullName')}
          messages={messages('fullName')}
          required
        >
          <Input
            {...fieldProps('dmca-fullName', errors.fullName)}
            autoComplete="name"
            aria-required
            value={draft.fullName}
            onChange={(e) => text('fullName', e.target.value)}
            disabled={pending}
          />
        </FormField>
        {draft.claimantRole === 'agent' && (
          <FormField
            id="dmca-copyrightOwner"
            label={t('support.dmca.copyrightOwner')}
            messages={messages('copyrightOwner')}
            required
          >
            <Input
              {...fieldProps('dmca-copyrightOwner', errors.copyrightOwner)}
              aria-required
              value={draft.copyrightOwner}
              onChange={(e) => text('copyrightOwner', e.target.value)}
              disabled={pending}
            />
          </FormField>
        )}
        <FormField id="dmca-email" label={t('support.dmca.email')} messages={messages('email')} required>
          <Input
            {...fieldProps('dmca-email', errors.email)}
            type="email"
            autoComplete="email"
            aria-required
            value={draft.email}
            onChange={(e) => text('email', e.target.value)}
            disabled={pending}
          />
        </FormField>
        <FormField id="dmca-phone" label={t('support.dmca.phone')} messages={messages('phone')}>
          <Input
            {...fieldProps('dmca-phone', errors.phone)}
            type="tel"
            autoComplete="tel"
            value={draft.phone}
            onChange={(e) => text('phone', e.target.value)}
            disabled={pending}
          />
        </FormField>
      </div>
      <FormField id="dmca-address" label={t('support.dmca.address')} messages={messages('address')} required>
        <textarea
          {...fieldProps('dmca-address', errors.address)}
          rows={3}
          autoComplete="street-address"
          aria-required
          className={textareaClass}
          value={draft.address}
          onChange={(e) => text('address', e.target.value)}
          disabled={pending}
        />
      </FormField>
      <FormField
        id="dmca-work"
        label={t('support.dmca.work')}
        hint={t('support.dmca.workHint')}
        messages={messages('copyrightedWork')}
        required
      >
        <textarea
          {...fieldProps('dmca-work', errors.copyrightedWork, true)}
          rows={4}
          aria-required
          className={textareaClass}
          value={draft.copyrightedWork}
          onChange={(e) => text('copyrightedWork', e.target.value)}
          disabled={pending}
        />
      </FormField>
      <FormField
        id="dmca-originalUrl"
        label={t('support.dmca.originalUrl')}
        messages={messages('originalUrl')}
      >
        <Input
          {...fieldProps('dmca-originalUrl', errors.originalUrl)}
          type="url"
          inputMode="url"
          value={draft.originalUrl}
          onChange={(e) => text('originalUrl', e.target.value)}
          disabled={pending}
        />
      </FormField>
      <FormField
        id="dmca-infringingUrl"
        label={t('support.dmca.infringingUrl')}
        hint={t('support.dmca.infringingUrlHint', { example })}
        messages={messages('infringingUrl')}
        required
      >
        <Input
          {...fieldProps('dmca-infringingUrl', errors.infringingUrl, true)}
          type="url"
          inputMode="url"
          aria-required
          dir="ltr"
          value={draft.infringingUrl}
          onChange={(e) => text('infringingUrl', e.target.value)}
          disabled={pending}
        />
      </FormField>
      <FormField
        id="dmca-details"
        label={t('support.dmca.details')}
        hint={t('support.dmca.detailsHint')}
        messages={messages('details')}
      >
        <textarea
          {...fieldProps('dmca-details', errors.details, true)}
          rows={3}
          className={textareaClass}
          value={draft.details}
          onChange={(e) => text('details', e.target.value)}
          disabled={pending}
        />
      </FormField>

      <fieldset className="grid gap-3 rounded-xl border border-stone-200 p-4">
        <legend className="px-1 text-sm font-medium text-stone-800">{t('support.dmca.statements')}</legend>
        {(['goodFaith', 'accuracy'] as const).map((key) => (
          <div key={key} className="grid gap-1">
            <label className="flex items-start gap-2 text-sm text-stone-800">
              <input
                type="checkbox"
                checked={draft[key]}
                onChange={(e) => set(key, e.target.checked)}
                disabled={pending}
                aria-required
                aria-invalid={Boolean(errors[key]?.length)}
                aria-describedby={errors[key]?.length ? `dmca-${key}-error` : undefined}
                className="mt-0.5 size-4 shrink-0 accent-brand-700"
              />
              <span>{key === 'goodFaith' ? t('support.dmca.goodFaith') : t('support.dmca.accuracy')}</span>
            </label>
            <FieldError id={`dmca-${key}-error`} messages={messages(key)} />
          </div>
        ))}
      </fieldset>

      <FormField
        id="dmca-signature"
        label={t('support.dmca.signature')}
        hint={t('support.dmca.signatureHint')}
        messages={messages('signature')}
        required
      >
        <Input
          {...fieldProps('dmca-signature', errors.signature, true)}
          aria-required
          value={draft.signature}
          onChange={(e) => text('signature', e.target.value)}
          disabled={pending}
        />
      </FormField>
      <Honeypot id="dmca-website" value={draft.website} onChange={(v) => text('website', v)} />
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <strong className="block">{t('support.dmca.failed')}</strong>
          {failure}
        </p>
      )}
      <div>
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? t('support.sending') : t('support.dmca.submit')}
        </Button>
      </div>
    </form>
  );
}
