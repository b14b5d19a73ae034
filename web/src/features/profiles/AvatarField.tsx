// The profile picture in the edit form: choose a photo (previewed at once, uploaded with a progress bar),
// or remove the current one. The form saves the result as avatarMediaId (a new asset id, or null).
import { MEDIA_LIMITS } from '@common/schemas/media';
import { ImagePlus, Trash2 } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { FieldError } from '../../components/ui/FieldError';
import { errorMessage } from '../../lib/api';
import { MemberAvatar } from './MemberAvatar';
import { uploadAvatar } from './upload-avatar';

/** undefined: keep the current picture; null: remove it; a number: the uploaded asset to use. */
export type AvatarChoice = number | null | undefined;

export function AvatarField({
  username,
  currentUrl,
  onChange,
  onUploadingChange,
  disabled,
  serverErrors,
}: {
  username: string;
  currentUrl: string | null;
  onChange: (choice: AvatarChoice) => void;
  onUploadingChange: (uploading: boolean) => void;
  disabled?: boolean;
  serverErrors?: string[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [removed, setRemoved] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Object URLs hold the file in memory until revoked.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  useEffect(() => () => abortRef.current?.abort(), []);

  const shownUrl = preview ?? (removed ? null : currentUrl);
  const uploading = progress !== null;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (file.type && !file.type.startsWith('image/')) {
      setError(t('profile.avatar.notAnImage'));
      return;
    }
    if (file.size > MEDIA_LIMITS.avatarMaxBytes) {
      setError(t('profile.avatar.tooLarge'));
      return;
    }
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    onUploadingChange(true);
    try {
      const asset = await uploadAvatar(file, setProgress, controller.signal);
      setRemoved(false);
      onChange(asset.id);
    } catch (e) {
      if (controller.signal.aborted) return;
      setPreview(null);
      setError(errorMessage(e, t('profile.avatar.uploadFailed')));
    } finally {
      if (abortRef.current === controller) {
        abortRef.current = null;
        setProgress(null);
        onUploadingChange(false);
      }
    }
  };

  const onRemove = () => {
    abortRef.current?.abort();
    abortRef.current = null;
    setProgress(null);
    onUploadingChange(false);
    setPreview(null);
    setRemoved(true);
    setError(null);
    onChange(null);
  };

  const messages = [...(error ? [error] : []), ...(serverErrors ?? [])];

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-sm font-medium text-stone-800">{t('profile.avatar.label')}</legend>
      <div className="flex flex-wrap items-center gap-4">
        <MemberAvatar username={username} imageUrl={shownUrl} size="lg" />
        <div className="grid gap-2">
          <div className="flex flex-wrap gap-2">
            <input
              ref={inputRef}
              id={`${id}-file`}
              type="file"
              accept="image/*"
              className="sr-only"
              onChange={onFile}
              disabled={disabled}
              aria-describedby={`${id}-hint${messages.length ? ` ${id}-error` : ''}`}
            />
            <Button
              type="button"
              variant="outline"
              disabled={disabled}
              onClick={() => inputRef.current?.click()}
            >
              <ImagePlus aria-hidden />
              {shownUrl ? t('profile.avatar.change') : t('profile.avatar.choose')}
            </Button>
            {(shownUrl || uploading) && (
              <Button type="button" variant="ghost" disabled={disabled} onClick={onRemove}>
                <Trash2 aria-hidden />
                {t('profile.avatar.remove')}
              </Button>
            )}
          </div>
          <p id={`${id}-hint`} className="text-xs text-stone-600">
            {t('profile.avatar.hint')}
          </p>
          {uploading && (
            <div className="grid gap-1">
              <label htmlFor={`${id}-progress`} className="text-xs text-stone-700">
                {t('profile.avatar.uploading', { percent: Math.round(progress * 100) })}
              </label>
              <progress
                id={`${id}-progress`}
                max={100}
                value={Math.round(progress * 100)}
                className="h-2 w-48 overflow-hidden rounded-full accent-brand-600"
              />
            </div>
          )}
        </div>
      </div>
      <FieldError id={`${id}-error`} messages={messages} />
    </fieldset>
  );
}
