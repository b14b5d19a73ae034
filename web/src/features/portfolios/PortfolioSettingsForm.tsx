// The portfolio's settings: title, description, public address (checked as it is typed; a taken address
// shows the server's 409 message under the field), public switch, theme, layout, bio and social links.
import {
  PORTFOLIO_LAYOUTS,
  PORTFOLIO_THEMES,
  PORTFOLIO_URL_TAKEN_MESSAGE,
  type Portfolio,
  portfolioUpdateSchema,
  portfolioUrlSchema,
} from '@common/schemas/portfolios';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { FieldError } from '../../components/ui/FieldError';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';
import { Switch } from '../../components/ui/Switch';
import { toast } from '../../components/ui/use-toast';
import { ApiError } from '../../lib/api';
import { translateAll } from '../auth/validation-messages';
import { type PathErrors, showPathSaveError, zodPathErrors } from './form-errors';
import { type PortfolioUpdate, useUpdatePortfolio } from './use-portfolio';

export const SOCIAL_KEYS = ['website', 'instagram', 'flickr', 'youtube'] as const;
type SocialKey = (typeof SOCIAL_KEYS)[number];

interface Draft {
  title: string;
  description: string;
  portfolioUrl: string;
  isPublic: boolean;
  theme: string;
  layout: string;
  bio: string;
  socialLinks: Record<SocialKey, string>;
}

function draftOf(portfolio: Portfolio): Draft {
  return {
    title: portfolio.title,
    description: portfolio.description ?? '',
    portfolioUrl: portfolio.portfolioUrl,
    isPublic: portfolio.isPublic,
    theme: portfolio.theme,
    layout: portfolio.layout,
    bio: portfolio.bio ?? '',
    socialLinks: {
      website: portfolio.socialLinks.website ?? '',
      instagram: portfolio.socialLinks.instagram ?? '',
      flickr: portfolio.socialLinks.flickr ?? '',
      youtube: portfolio.socialLinks.youtube ?? '',
    },
  };
}

function updateOf(draft: Draft): PortfolioUpdate {
  const socialLinks: Partial<Record<SocialKey, string>> = {};
  // An emptied box removes that link: the server keeps exactly the links sent.
  for (const key of SOCIAL_KEYS)
    if (draft.socialLinks[key].trim()) socialLinks[key] = draft.socialLinks[key].trim();
  return {
    title: draft.title,
    description: draft.description,
    portfolioUrl: draft.portfolioUrl,
    isPublic: draft.isPublic,
    theme: draft.theme as PortfolioUpdate['theme'],
    layout: draft.layout as PortfolioUpdate['layout'],
    bio: draft.bio,
    socialLinks,
  };
}

export function PortfolioSettingsForm({ portfolio }: { portfolio: Portfolio }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useUpdatePortfolio();
  const [draft, setDraft] = useState(() => draftOf(portfolio));
  const [errors, setErrors] = useState<PathErrors>({});
  const [addressTouched, setAddressTouched] = useState(false);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const setLink = (key: SocialKey, value: string) => {
    setDraft((current) => ({ ...current, socialLinks: { ...current.socialLinks, [key]: value } }));
    setErrors((current) => ({ ...current, [`socialLinks.${key}`]: undefined, socialLinks: undefined }));
  };

  // The address is checked while it is typed; the server still has the last word on whether it is free.
  const addressCheck = portfolioUrlSchema.safeParse(draft.portfolioUrl);
  const liveAddressErrors =
    addressTouched && !addressCheck.success
      ? addressCheck.error.issues.map((issue) => issue.message)
      : undefined;
  const messages = (path: string) =>
    translateAll(t, path === 'portfolioUrl' ? (liveAddressErrors ?? errors.portfolioUrl) : errors[path]);
  const fid = (name: string) => `${id}-${name.replace('.', '-')}`;
  const a11y = (path: string, extra?: string) => {
    const invalid = Boolean(messages(path)?.length);
    const describedBy = [invalid ? `${fid(path)}-error` : undefined, extra].filter(Boolean).join(' ');
    return { 'aria-invalid': invalid, 'aria-describedby': describedBy || undefined };
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAddressTouched(true);
    const update = updateOf(draft);
    const parsed = portfolioUpdateSchema.safeParse(update);
    if (!parsed.success) {
      setErrors(zodPathErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(update, {
      onSuccess: (saved) => {
        setDraft(draftOf(saved));
        toast({ title: t('portfolio.settings.saved'), variant: 'success' });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          setErrors({ portfolioUrl: [error.serverMessage ?? PORTFOLIO_URL_TAKEN_MESSAGE] });
          return;
        }
        showPathSaveError(error, { title: t('portfolio.settings.saveFailed'), setErrors });
      },
    });
  };

  const pending = save.isPending;
  const textareaClass =
    'w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-600 md:text-sm';

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-stone-900">
        {t('portfolio.settings.heading')}
      </h2>

      <Row id={fid('title')} label={t('portfolio.settings.title')} messages={messages('title')}>
        <Input
          id={fid('title')}
          value={draft.title}
          maxLength={100}
          onChange={(event) => set('title', event.target.value)}
          disabled={pending}
          {...a11y('title')}
        />
      </Row>

      <Row
        id={fid('portfolioUrl')}
        label={t('portfolio.settings.address')}
        messages={messages('portfolioUrl')}
      >
        <div className="flex items-stretch" dir="ltr">
          <span className="flex items-center rounded-s-md border border-e-0 border-stone-300 bg-stone-100 px-3 text-sm text-stone-600">
            /portfolio/
          </span>
          <Input
            id={fid('portfolioUrl')}
            value={draft.portfolioUrl}
            maxLength={40}
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              setAddressTouched(true);
              set('portfolioUrl', event.target.value.toLowerCase());
            }}
            disabled={pending}
            className="rounded-s-none"
            {...a11y('portfolioUrl', `${fid('portfolioUrl')}-hint`)}
          />
        </div>
        <p id={`${fid('portfolioUrl')}-hint`} className="text-xs text-stone-600">
          {t('portfolio.settings.addressHint')}
        </p>
      </Row>

      <Row
        id={fid('description')}
        label={t('portfolio.settings.description')}
        messages={messages('description')}
      >
        <textarea
          id={fid('description')}
          rows={3}
          value={draft.description}
          onChange={(event) => set('description', event.target.value)}
          disabled={pending}
          className={textareaClass}
          {...a11y('description')}
        />
      </Row>

      <Row id={fid('bio')} label={t('portfolio.settings.bio')} messages={messages('bio')}>
        <textarea
          id={fid('bio')}
          rows={3}
          value={draft.bio}
          onChange={(event) => set('bio', event.target.value)}
          disabled={pending}
          className={textareaClass}
          {...a11y('bio')}
        />
      </Row>

      <div className="flex items-center justify-between gap-4 rounded-lg border border-stone-200 px-4 py-3">
        <div className="grid gap-0.5">
          <label htmlFor={fid('isPublic')} className="text-sm font-medium text-stone-900">
            {t('portfolio.settings.public')}
          </label>
          <p id={`${fid('isPublic')}-hint`} className="text-xs text-stone-600">
            {t('portfolio.settings.publicHint')}
          </p>
        </div>
        <Switch
          id={fid('isPublic')}
          checked={draft.isPublic}
          onCheckedChange={(checked) => set('isPublic', checked)}
          disabled={pending}
          aria-describedby={`${fid('isPublic')}-hint`}
        />
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <Row id={fid('theme')} label={t('portfolio.settings.theme')} messages={messages('theme')}>
          <NativeSelect
            id={fid('theme')}
            value={draft.theme}
            onChange={(event) => set('theme', event.target.value)}
            disabled={pending}
            {...a11y('theme')}
          >
            {PORTFOLIO_THEMES.map((theme) => (
              <option key={theme} value={theme}>
                {t(`portfolio.themes.${theme}`)}
              </option>
            ))}
          </NativeSelect>
        </Row>
        <Row id={fid('layout')} label={t('portfolio.settings.layout')} messages={messages('layout')}>
          <NativeSelect
            id={fid('layout')}
            value={draft.layout}
            onChange={(event) => set('layout', event.target.value)}
            disabled={pending}
            {...a11y('layout')}
          >
            {PORTFOLIO_LAYOUTS.map((layout) => (
              <option key={layout} value={layout}>
                {t(`portfolio.layouts.${layout}`)}
              </option>
            ))}
          </NativeSelect>
        </Row>
      </div>

      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium text-stone-800">
          {t('portfolio.settings.socialLinks')}
        </legend>
        <FieldError id={`${fid('socialLinks')}-error`} messages={messages('socialLinks')} />
        {SOCIAL_KEYS.map((key) => (
          <Row
            key={key}
            id={fid(`socialLinks.${key}`)}
            label={t(`portfolio.social.${key}`)}
            messages={messages(`socialLinks.${key}`)}
          >
            <Input
              id={fid(`socialLinks.${key}`)}
              type="url"
              inputMode="url"
              dir="ltr"
              placeholder="https://"
              value={draft.socialLinks[key]}
              maxLength={300}
              onChange={(event) => setLink(key, event.target.value)}
              disabled={pending}
              {...a11y(`socialLinks.${key}`)}
            />
          </Row>
        ))}
      </fieldset>

      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? t('portfolio.settings.saving') : t('portfolio.settings.save')}
        </Button>
      </div>
    </form>
  );
}

function Row({
  id,
  label,
  messages,
  children,
}: {
  id: string;
  label: string;
  messages: string[] | undefined;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldError id={`${id}-error`} messages={messages} />
    </div>
  );
}
