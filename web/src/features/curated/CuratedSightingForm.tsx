// Publishing one curated sighting: the photo (uploaded as the site, with its progress), the species, place and
// description, and the original post with its author and credit, checked by the shared schema before sending.
// With `editing`, the same fields of a published one (its photo stays) are changed through PATCH.
import type { CuratedSighting, CuratedSightingUpdate } from '@common/schemas/curated';
import type { MediaAsset } from '@common/schemas/media';
import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { FieldError } from '../../components/ui/FieldError';
import { toast } from '../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../lib/api';
import { UploadProgressBar } from '../uploads/UploadErrorNotice';
import { isUploadAborted, UploadError, type UploadHandle } from '../uploads/upload-media';
import { uploadAsSite } from './api';
import { CuratedFields } from './CuratedFields';
import {
  type CuratedFieldErrors,
  type CuratedFormValues,
  curatedInputOf,
  EMPTY_CURATED,
  hasErrors,
  serverCuratedErrors,
  validateCurated,
} from './curated-form-values';
import { useCreateCurated, useUpdateCurated } from './use-curated-admin';
import { curatedValidationTexts } from './validation-text';

export function valuesOf(sighting: CuratedSighting): CuratedFormValues {
  return {
    speciesName: sighting.speciesName,
    speciesId: sighting.species?.id ?? null,
    category: sighting.category ?? 'birds',
    description: sighting.description ?? '',
    location: sighting.location ?? '',
    instagramSourceUrl: sighting.instagramSourceUrl ?? '',
    instagramSourceUsername: sighting.instagramSourceUsername ?? '',
    originalPhotographerCredit: sighting.originalPhotographerCredit ?? '',
    originalSource: sighting.originalSource,
  };
}

export function CuratedSightingForm({ editing, onDone }: { editing?: CuratedSighting; onDone?: () => void }) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const [values, setValues] = useState<CuratedFormValues>(editing ? valuesOf(editing) : EMPTY_CURATED);
  const [errors, setErrors] = useState<CuratedFieldErrors>({});
  const [asset, setAsset] = useState<MediaAsset | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useRef<UploadHandle | null>(null);
  const create = useCreateCurated();
  const update = useUpdateCurated();
  const pending = create.isPending || update.isPending;

  const change = (patch: Partial<CuratedFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as keyof CuratedFieldErrors];
      return next;
    });
  };

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    upload.current?.abort();
    setAsset(null);
    setProgress(0);
    setErrors(({ mediaAssetId: _gone, ...rest }) => rest);
    const handle = uploadAsSite(file, 'sighting', ({ percent }) => setProgress(percent));
    upload.current = handle;
    try {
      setAsset(await handle.promise);
    } catch (error) {
      if (isUploadAborted(error)) return;
      const message = error instanceof UploadError ? error.serverMessage : undefined;
      setErrors((e) => ({ ...e, mediaAssetId: [message ?? t('curated.form.uploadFailed')] }));
    } finally {
      setProgress(null);
    }
  };

  const onServerError = (error: unknown) => {
    if (error instanceof ApiError && error.fieldErrors?.length)
      setErrors(serverCuratedErrors(error.fieldErrors));
    toast({
      variant: 'destructive',
      title: t('curated.form.failed'),
      description: errorMessage(error, t('common.tryAgain')),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (editing) {
      const found = validateCurated(values, editing.id);
      if (hasErrors(found)) return setErrors(found);
      const { mediaAssetId: _photo, isCurated: _curated, ...patch } = curatedInputOf(values, editing.id);
      // An emptied description or place clears it.
      const edit: CuratedSightingUpdate = {
        ...patch,
        description: values.description,
        location: values.location,
      };
      update.mutate(
        { id: editing.id, patch: edit },
        {
          onSuccess: () => {
            toast({ title: t('curated.form.saved') });
            onDone?.();
          },
          onError: onServerError,
        },
      );
      return;
    }
    const found = validateCurated(values, asset?.id ?? null);
    if (hasErrors(found)) return setErrors(found);
    create.mutate(curatedInputOf(values, asset?.id ?? null), {
      onSuccess: () => {
        toast({ title: t('curated.form.published') });
        setValues(EMPTY_CURATED);
        setAsset(null);
        onDone?.();
      },
      onError: onServerError,
    });
  };

  const preview = asset?.media.smallUrl ?? asset?.media.mediumUrl ?? asset?.media.largeUrl;
  const fileId = `${idPrefix}-photo`;

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {!editing && (
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium text-stone-800">{t('curated.form.photo')}</legend>
          {preview ? (
            <img
              src={preview}
              alt={t('curated.form.photoPreview')}
              className="max-h-56 w-auto max-w-full rounded-lg object-contain"
            />
          ) : (
            <p className="text-sm text-stone-600">{t('curated.form.photoHint')}</p>
          )}
          {progress !== null && (
            <UploadProgressBar percent={progress} label={t('curated.form.photoProgress')} />
          )}
          <div>
            <Button asChild variant="outline" size="sm" disabled={progress !== null || pending}>
              <label htmlFor={fileId} className="cursor-pointer">
                <ImagePlus aria-hidden />
                {asset ? t('curated.form.replacePhoto') : t('curated.form.choosePhoto')}
              </label>
            </Button>
            <input
              id={fileId}
              type="file"
              accept="image/*"
              className="sr-only"
              onChange={pick}
              aria-invalid={Boolean(errors.mediaAssetId?.length) || undefined}
              aria-describedby={errors.mediaAssetId?.length ? `${fileId}-error` : undefined}
            />
          </div>
          <FieldError id={`${fileId}-error`} messages={curatedValidationTexts(t, errors.mediaAssetId)} />
        </fieldset>
      )}
      <CuratedFields
        idPrefix={idPrefix}
        values={values}
        errors={errors}
        onChange={change}
        disabled={pending}
      />
      <div className="flex flex-wrap justify-end gap-2">
        {editing && (
          <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
            {t('curated.form.cancel')}
          </Button>
        )}
        <Button type="submit" disabled={pending || progress !== null}>
          {pending ? t('curated.form.saving') : editing ? t('curated.form.save') : t('curated.form.publish')}
        </Button>
      </div>
    </form>
  );
}
