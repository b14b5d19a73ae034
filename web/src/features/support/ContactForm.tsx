// The /contact form: name, e-mail, topic and message (prefilled with a signed-in member's name and e-mail),
// checked with the server's own schema before sending; the server's field messages land under their fields, a
// refusal without fields (too many messages) shows above the button; success replaces the form.
import { CONTACT_TOPICS, type ContactTopic, contactMessageInputSchema } from '@common/schemas/support';
import { CheckCircle2 } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { NativeSelect } from '../../components/ui/Select';
import { errorMessage } from '../../lib/api';
import { type FieldErrors, hasFieldErrors, serverFieldErrors, zodFieldErrors } from '../auth/form-errors';
import { useCurrentUser } from '../auth/use-current-user';
import { FormField, fieldProps, textareaClass } from './FormField';
import { Honeypot } from './Honeypot';
import { translateSupportMessage, translateSupportMessages } from './support-messages';
import { useSendContactMessage } from './use-support';

interface Draft {
  name: string;
  email: string;
  topic: ContactTopic | '';
  message: string;
  website: string;
}

const EMPTY: Draft = { name: '', email: '', topic: '', message: '', website: '' };

export function ContactForm({ initialTopic }: { initialTopic?: ContactTopic }) {
  const { t } = useTranslation();
  const { user, isPremium } = useCurrentUser();
  const send = useSendContactMessage();
  const [draft, setDraft] = useState<Draft>({ ...EMPTY, topic: initialTopic ?? '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);

  // A signed-in member's name and address, once known, in the fields they have not typed in yet.
  useEffect(() => {
    if (!user) return;
    setDraft((d) => ({ ...d, name: d.name || user.username, email: d.email || (user.email ?? '') }));
  }, [user]);

  useEffect(() => {
    if (sentTo) doneHeading.current?.focus();
  }, [sentTo]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const messages = (field: string) => translateSupportMessages(t, errors[field]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const parsed = contactMessageInputSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: () => setSentTo(parsed.data.email),
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
          {t('support.contact.sentTitle')}
        </h2>
        <p className="break-words text-stone-800">{t('support.contact.sent', { email: sentTo })}</p>
        <Button
          variant="outline"
          onClick={() => {
            setSentTo(null);
            send.reset();
            setDraft((d) => ({ ...d, topic: '', message: '', website: '' }));
          }}
        >
          {t('support.contact.sendAnother')}
        </Button>
      </div>
    );
  }

  const pending = send.isPending;
  return (
    <form noValidate onSubmit={onSubmit} className="relative grid gap-5" aria-describedby="contact-required">
      <p id="contact-required" className="text-sm text-stone-600">
        {t('support.requiredNote')}
      </p>
      {isPremium && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t('support.contact.priorityNote')}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label={t('support.contact.name')} messages={messages('name')} required>
          <Input
            {...fieldProps('contact-name', errors.name)}
            name="name"
            autoComplete="name"
            aria-required
            value={draft.name}
            maxLength={100}
            onChange={(e) => set('name', e.target.value)}
            disabled={pending}
          />
        </FormField>
        <FormField
          id="contact-email"
          label={t('support.contact.email')}
          messages={messages('email')}
          required
        >
          <Input
            {...fieldProps('contact-email', errors.email)}
            name="email"
            type="email"
            autoComplete="email"
            aria-required
            value={draft.email}
            onChange={(e) => set('email', e.target.value)}
            disabled={pending}
          />
        </FormField>
      </div>
      <FormField id="contact-topic" label={t('support.contact.topic')} messages={messages('topic')} required>
        <NativeSelect
          {...fieldProps('contact-topic', errors.topic)}
          name="topic"
          aria-required
          value={draft.topic}
          onChange={(e) => set('topic', e.target.value as ContactTopic | '')}
          disabled={pending}
        >
          <option value="">{t('support.contact.chooseTopic')}</option>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`support.topics.${topic}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        id="contact-message"
        label={t('support.contact.message')}
        hint={t('support.contact.messageHint')}
        messages={messages('message')}
        required
      >
        <textarea
          {...fieldProps('contact-message', errors.message, true)}
          name="message"
          rows={7}
          aria-required
          className={textareaClass}
          value={draft.message}
          maxLength={5000}
          onChange={(e) => set('message', e.target.value)}
          disabled={pending}
        />
      </FormField>
      <Honeypot id="contact-website" value={draft.website} onChange={(v) => set('website', v)} />
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <strong className="block">{t('support.contact.failed')}</strong>
          {failure}
        </p>
      )}
      <div>
        <Button type="submit" size="lg" disabled={pending}>
          {pending ? t('support.sending') : t('support.contact.submit')}
        </Button>
      </div>
    </form>
  );
}
