// /profile: the signed-in member edits their picture, bio, interests, experience, equipment, goals, Instagram
// and in-app notification choices. The shared schema checks the form before sending; the server's field
// messages show under their fields. Below the form, the Account section (download one's data, delete one's account).
import { DEFAULT_MEMBER_LICENSE } from '@common/constants/licenses';
import { LIMITS } from '@common/constants/limits';
import {
  EXPERIENCE_LEVELS,
  type OwnProfile,
  type ProfileUpdate,
  profileUpdateSchema,
} from '@common/schemas/profiles';
import { Mail } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { FieldError } from '../../components/ui/FieldError';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';
import { PageSpinner } from '../../components/ui/Spinner';
import { Switch } from '../../components/ui/Switch';
import { toast } from '../../components/ui/use-toast';
import { AccountSection } from '../../features/account/AccountSection';
import { type FieldErrors, fieldA11y, showSaveError, zodFieldErrors } from '../../features/auth/form-errors';
import { translateAll } from '../../features/auth/validation-messages';
import { LicenseSelect } from '../../features/identifications/LicenseSelect';
import { type AvatarChoice, AvatarField } from '../../features/profiles/AvatarField';
import { InterestsInput, MAX_INTERESTS } from '../../features/profiles/InterestsInput';
import { useOwnProfile, useUpdateProfile } from '../../features/profiles/use-profile';
import { errorMessage } from '../../lib/api';

const PREFERENCE_KEYS = ['newFollowers', 'likes', 'comments', 'replies'] as const;

interface Draft {
  bio: string;
  interests: string[];
  experienceLevel: string;
  equipment: string;
  goals: string;
  instagramUsername: string;
  defaultMediaLicense: OwnProfile['defaultMediaLicense'];
  notificationPreferences: OwnProfile['notificationPreferences'];
  spotlightOptIn: boolean;
}

function draftOf(profile: OwnProfile): Draft {
  return {
    bio: profile.bio ?? '',
    interests: [...profile.interests],
    experienceLevel: profile.experienceLevel ?? '',
    equipment: profile.equipment ?? '',
    goals: profile.goals ?? '',
    instagramUsername: profile.instagramUsername ?? '',
    defaultMediaLicense: profile.defaultMediaLicense ?? DEFAULT_MEMBER_LICENSE,
    notificationPreferences: { ...profile.notificationPreferences },
    spotlightOptIn: profile.spotlightOptIn ?? false,
  };
}

function updateOf(draft: Draft, avatar: AvatarChoice): ProfileUpdate {
  return {
    bio: draft.bio,
    interests: draft.interests,
    experienceLevel: (draft.experienceLevel || null) as ProfileUpdate['experienceLevel'],
    equipment: draft.equipment,
    goals: draft.goals,
    instagramUsername: draft.instagramUsername.trim(),
    defaultMediaLicense: draft.defaultMediaLicense,
    notificationPreferences: draft.notificationPreferences,
    spotlightOptIn: draft.spotlightOptIn,
    ...(avatar !== undefined ? { avatarMediaId: avatar } : {}),
  };
}

export default function EditProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('profile.edit.title'));
  const profile = useOwnProfile();
  if (profile.isPending) return <PageSpinner />;
  if (profile.isError) {
    return (
      <p role="alert" className="mx-auto max-w-xl px-4 py-20 text-center text-stone-700">
        {errorMessage(profile.error, t('profile.loadFailed'))}
      </p>
    );
  }
  return <EditProfileForm profile={profile.data} />;
}

function Field({
  id,
  label,
  errors,
  hint,
  children,
}: {
  id: string;
  label: string;
  errors: string[] | undefined;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint}
      <FieldError id={`${id}-error`} messages={errors} />
    </div>
  );
}

function EditProfileForm({ profile }: { profile: OwnProfile }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useUpdateProfile();
  const [draft, setDraft] = useState(() => draftOf(profile));
  const [avatar, setAvatar] = useState<AvatarChoice>(undefined);
  const [avatarUploading, setAvatarUploading] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [avatarFormKey, setAvatarFormKey] = useState(0);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  // The bio's limit is checked as the member types, not only on save, with the schema's own message.
  const bioCheck = profileUpdateSchema.shape.bio.safeParse(draft.bio);
  const bioTooLong = !bioCheck.success;
  const shownErrors: FieldErrors = Object.fromEntries(
    Object.entries({
      ...errors,
      bio: bioCheck.success ? errors.bio : bioCheck.error.issues.map((issue) => issue.message),
    }).map(([field, messages]) => [field, translateAll(t, messages)]),
  );
  const fid = (name: string) => `${id}-${name}`;
  const a11y = (name: string, extra?: string) => fieldA11y(shownErrors, name, `${fid(name)}-error`, extra);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const update = updateOf(draft, avatar);
    const parsed = profileUpdateSchema.safeParse(update);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(update, {
      onSuccess: (saved) => {
        setDraft(draftOf(saved));
        setAvatar(undefined);
        setAvatarFormKey((k) => k + 1);
        toast({
          title: t('profile.edit.saved'),
          description: t('profile.edit.savedDescription'),
          variant: 'success',
        });
      },
      onError: (error) => {
        showSaveError(error, { title: t('profile.edit.saveFailed'), setErrors });
      },
    });
  };

  const pending = save.isPending;

  return (
    <section className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-stone-900">{t('profile.edit.title')}</h1>
          <p className="mt-1 text-stone-600">{t('profile.edit.subtitle')}</p>
        </div>
        <Button asChild variant="link" className="px-0">
          <Link to="/my-profile">{t('profile.edit.backToProfile')}</Link>
        </Button>
      </div>

      <form
        onSubmit={onSubmit}
        noValidate
        className="grid gap-6 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8"
      >
        <AvatarField
          key={avatarFormKey}
          username={profile.username}
          currentUrl={profile.profileImageUrl}
          onChange={(choice) => {
            setAvatar(choice);
            setErrors((current) => ({ ...current, avatarMediaId: undefined }));
          }}
          onUploadingChange={setAvatarUploading}
          disabled={pending}
          serverErrors={errors.avatarMediaId}
        />

        <Field
          id={fid('bio')}
          label={t('profile.edit.bio')}
          errors={shownErrors.bio}
          hint={
            <p
              id={`${fid('bio')}-count`}
              dir="ltr"
              className={bioTooLong ? 'text-end text-xs text-red-700' : 'text-end text-xs text-stone-600'}
            >
              {t('profile.edit.bioCount', { count: draft.bio.length, max: LIMITS.bioMax })}
            </p>
          }
        >
          <textarea
            id={fid('bio')}
            rows={4}
            value={draft.bio}
            onChange={(event) => set('bio', event.target.value)}
            disabled={pending}
            placeholder={t('profile.edit.bioPlaceholder')}
            className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-600 md:text-sm"
            {...a11y('bio', `${fid('bio')}-count`)}
          />
        </Field>

        <Field
          id={fid('interests')}
          label={t('profile.edit.interests')}
          errors={shownErrors.interests}
          hint={
            <p id={`${fid('interests')}-hint`} className="text-xs text-stone-600">
              {t('profile.edit.interestsHint', { count: draft.interests.length, max: MAX_INTERESTS })}
            </p>
          }
        >
          <InterestsInput
            id={fid('interests')}
            value={draft.interests}
            onChange={(next) => set('interests', next)}
            disabled={pending}
            invalid={Boolean(shownErrors.interests?.length)}
            describedBy={a11y('interests', `${fid('interests')}-hint`)['aria-describedby']}
          />
        </Field>

        <Field
          id={fid('experienceLevel')}
          label={t('profile.edit.experience')}
          errors={shownErrors.experienceLevel}
        >
          <NativeSelect
            id={fid('experienceLevel')}
            value={draft.experienceLevel}
            onChange={(event) => set('experienceLevel', event.target.value)}
            disabled={pending}
            {...a11y('experienceLevel')}
          >
            <option value="">{t('profile.edit.experienceNone')}</option>
            {EXPERIENCE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`profile.experience.${level}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>

        <LicenseSelect
          id={fid('defaultMediaLicense')}
          value={draft.defaultMediaLicense}
          onChange={(license) => set('defaultMediaLicense', license)}
          disabled={pending}
        />

        <Field id={fid('equipment')} label={t('profile.edit.equipment')} errors={shownErrors.equipment}>
          <textarea
            id={fid('equipment')}
            rows={2}
            value={draft.equipment}
            onChange={(event) => set('equipment', event.target.value)}
            disabled={pending}
            placeholder={t('profile.edit.equipmentPlaceholder')}
            className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-600 md:text-sm"
            {...a11y('equipment')}
          />
        </Field>

        <Field id={fid('goals')} label={t('profile.edit.goals')} errors={shownErrors.goals}>
          <textarea
            id={fid('goals')}
            rows={2}
            value={draft.goals}
            onChange={(event) => set('goals', event.target.value)}
            disabled={pending}
            placeholder={t('profile.edit.goalsPlaceholder')}
            className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base aria-[invalid=true]:border-red-600 md:text-sm"
            {...a11y('goals')}
          />
        </Field>

        <Field
          id={fid('instagramUsername')}
          label={t('profile.edit.instagram')}
          errors={shownErrors.instagramUsername}
        >
          <div className="relative" dir="ltr">
            <span className="pointer-events-none absolute inset-y-0 start-3 flex items-center text-stone-500">
              @
            </span>
            <Input
              id={fid('instagramUsername')}
              value={draft.instagramUsername.replace(/^@/, '')}
              onChange={(event) => set('instagramUsername', event.target.value)}
              disabled={pending}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={31}
              className="ps-7"
              {...a11y('instagramUsername')}
            />
          </div>
        </Field>

        {/* The member spotlight (/social-media-promo): WildLens may feature the member's photos, credited. */}
        <div className="grid gap-2 rounded-lg border border-stone-200 p-4">
          <div className="flex items-center justify-between gap-4">
            <label htmlFor={fid('spotlightOptIn')} className="text-sm font-medium text-stone-900">
              {t('profile.edit.spotlight.label')}
            </label>
            <Switch
              id={fid('spotlightOptIn')}
              checked={draft.spotlightOptIn}
              onCheckedChange={(checked) => set('spotlightOptIn', checked)}
              disabled={pending}
              aria-describedby={`${fid('spotlightOptIn')}-hint`}
            />
          </div>
          <p id={`${fid('spotlightOptIn')}-hint`} className="text-sm text-stone-600">
            {t('profile.edit.spotlight.hint')}{' '}
            <Link to="/social-media-promo" className="font-medium text-brand-800 hover:underline">
              {t('profile.edit.spotlight.learnMore')}
            </Link>
          </p>
        </div>

        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-medium text-stone-800">
            {t('profile.edit.notifications')}
          </legend>
          <p className="text-sm text-stone-600">{t('profile.edit.notificationsHint')}</p>
          <ul className="grid divide-y divide-stone-200 rounded-lg border border-stone-200">
            {PREFERENCE_KEYS.map((key) => (
              <li key={key} className="flex items-center justify-between gap-4 px-4 py-3">
                <label htmlFor={fid(`pref-${key}`)} className="text-sm text-stone-900">
                  {t(`profile.edit.preferences.${key}`)}
                </label>
                <Switch
                  id={fid(`pref-${key}`)}
                  checked={draft.notificationPreferences[key]}
                  onCheckedChange={(checked) =>
                    set('notificationPreferences', { ...draft.notificationPreferences, [key]: checked })
                  }
                  disabled={pending}
                />
              </li>
            ))}
          </ul>
          <FieldError
            id={`${fid('notificationPreferences')}-error`}
            messages={shownErrors.notificationPreferences}
          />
          <Link
            to="/email-preferences"
            className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 hover:underline"
          >
            <Mail className="size-4" aria-hidden />
            {t('profile.edit.emailPreferencesLink')}
          </Link>
        </fieldset>

        <div className="flex justify-end">
          <Button type="submit" size="lg" disabled={pending || avatarUploading}>
            {pending ? t('profile.edit.saving') : t('profile.edit.save')}
          </Button>
        </div>
      </form>

      <AccountSection />
    </section>
  );
}
