// The article editor's cover: upload a picture through the media pipeline (POST /api/media, purpose
// 'illustration': renditions, moderation scan, no sighting allowance), see it, credit it, or remove it. Uploads
// are a member's: an administrator signed in only with the admin token is asked to sign in as a member too.
import type { MediaAsset } from '@common/schemas/media';
import { ImagePlus, Trash2 } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { isUploadAborted, UploadError, uploadMedia } from '../uploads/upload-media';

export interface CoverValue {
  coverMediaAssetId: number | null;
  coverImage: string | null;
  coverPreview: string | null;
  coverCredit: string;
}

export function CoverPicker({
  value,
  onChange,
}: {
  value: CoverValue;
  onChange: (patch: Partial<CoverValue>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<'signIn' | string | null>(null);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      const asset: MediaAsset = await uploadMedia(file, { purpose: 'illustration' }).promise;
      onChange({
        coverMediaAssetId: asset.id,
        coverImage: null,
        coverPreview: asset.media.smallUrl ?? asset.media.mediumUrl ?? asset.media.largeUrl,
      });
    } catch (error) {
      if (isUploadAborted(error)) return;
      if (error instanceof UploadError && error.status === 401) setProblem('signIn');
      else
        setProblem(
          error instanceof UploadError && error.serverMessage
            ? error.serverMessage
            : t('adminArticles.cover.failed'),
        );
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="grid min-w-0 gap-3 rounded-xl border border-stone-200 p-3">
      <legend className="px-1 text-sm font-medium text-stone-900">{t('adminArticles.cover.legend')}</legend>
      {value.coverPreview ? (
        <img
          src={value.coverPreview}
          alt={t('adminArticles.cover.current')}
          className="aspect-[16/9] w-full max-w-sm rounded-lg object-cover"
        />
      ) : (
        <p className="text-sm text-stone-600">{t('adminArticles.cover.none')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm" disabled={busy}>
          <label htmlFor={`${id}-file`} className="cursor-pointer">
            <ImagePlus aria-hidden />
            {busy ? t('adminArticles.cover.uploading') : t('adminArticles.cover.upload')}
          </label>
        </Button>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif"
          className="sr-only"
          disabled={busy}
          onChange={(e) => void upload(e)}
        />
        {value.coverPreview && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => onChange({ coverMediaAssetId: null, coverImage: null, coverPreview: null })}
          >
            <Trash2 aria-hidden />
            {t('adminArticles.cover.remove')}
          </Button>
        )}
      </div>
      {problem === 'signIn' ? (
        <p role="alert" className="text-sm text-red-700">
          {t('adminArticles.cover.signIn')}{' '}
          <Link to={`/login?returnUrl=${encodeURIComponent(location.pathname)}`} className="underline">
            {t('adminArticles.cover.signInLink')}
          </Link>
        </p>
      ) : (
        problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )
      )}
      <div className="grid gap-1">
        <Label htmlFor={`${id}-credit`}>{t('adminArticles.cover.credit')}</Label>
        <Input
          id={`${id}-credit`}
          value={value.coverCredit}
          maxLength={300}
          onChange={(e) => onChange({ coverCredit: e.target.value })}
          placeholder={t('adminArticles.cover.creditPlaceholder')}
        />
      </div>
    </fieldset>
  );
}
