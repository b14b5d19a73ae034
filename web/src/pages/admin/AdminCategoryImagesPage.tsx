// /admin/category-images: the picture of each of the six category tiles on the home page's category browser. An
// image is uploaded as an illustration (the same pipeline as members' pictures, scanned before it is kept),
// previewed as the tile shows it, and turned on or off; a category without an active image shows its emoji.
import { CATEGORY_FALLBACK, type CategoryValue } from '@common/constants/categories';
import type { AdminCategoryImage } from '@common/schemas/curated';
import { ImagePlus } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { ConfirmButton } from '../../components/ui/ConfirmButton';
import { Spinner } from '../../components/ui/Spinner';
import { Switch } from '../../components/ui/Switch';
import { toast } from '../../components/ui/use-toast';
import { uploadAsSite } from '../../features/curated/api';
import {
  useCategoryImagesAdmin,
  usePutCategoryImage,
  useRemoveCategoryImage,
} from '../../features/curated/use-curated-admin';
import { mediaPath } from '../../features/sightings/media-path';
import { UploadProgressBar } from '../../features/uploads/UploadErrorNotice';
import { isUploadAborted, UploadError } from '../../features/uploads/upload-media';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { AdminPageHeader } from './AdminPageHeader';

function CategoryCard({ image }: { image: AdminCategoryImage }) {
  const { t } = useTranslation();
  const put = usePutCategoryImage();
  const remove = useRemoveCategoryImage();
  const [progress, setProgress] = useState<number | null>(null);
  const name = t(`categories.names.${image.category}`);
  const fallback = CATEGORY_FALLBACK[image.category as CategoryValue];
  const inputId = `category-image-${image.category}`;
  const switchId = `category-active-${image.category}`;

  const failed = (error: unknown, serverMessage?: string) =>
    toast({
      variant: 'destructive',
      title: t('curated.categoryImages.failed', { category: name }),
      description: serverMessage ?? errorMessage(error, t('common.tryAgain')),
    });

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProgress(0);
    try {
      const asset = await uploadAsSite(file, 'illustration', ({ percent }) => setProgress(percent)).promise;
      put.mutate(
        { category: image.category, body: { mediaAssetId: asset.id } },
        {
          onSuccess: () => toast({ title: t('curated.categoryImages.saved', { category: name }) }),
          onError: (error) => failed(error),
        },
      );
    } catch (error) {
      if (!isUploadAborted(error))
        failed(error, error instanceof UploadError ? error.serverMessage : undefined);
    } finally {
      setProgress(null);
    }
  };

  return (
    <li className="grid gap-3 rounded-xl border border-stone-200 bg-white p-3">
      <h2 className="font-semibold text-stone-900">{name}</h2>
      {/* The tile as the home page shows it: 4:3, the name over a shade at the bottom. */}
      <div className="relative aspect-[4/3] overflow-hidden rounded-xl ring-1 ring-stone-200">
        {image.imageUrl ? (
          <img
            src={mediaPath(image.imageUrl)}
            alt={t('curated.categoryImages.preview', { category: name })}
            className={cn(
              'absolute inset-0 size-full object-cover',
              !image.isActive && 'opacity-50 grayscale',
            )}
          />
        ) : (
          <span
            aria-hidden
            className={cn(
              'absolute inset-0 flex items-center justify-center bg-gradient-to-br text-5xl',
              fallback?.gradient,
            )}
          >
            {fallback?.emoji}
          </span>
        )}
        <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/75 to-transparent px-3 pb-2 pt-6 text-base font-semibold text-white">
          {name}
        </span>
      </div>
      <p className="text-sm text-stone-600">
        {image.imageUrl
          ? image.isActive
            ? t('curated.categoryImages.shown')
            : t('curated.categoryImages.hidden')
          : t('curated.categoryImages.none')}
      </p>
      {progress !== null && (
        <UploadProgressBar
          percent={progress}
          label={t('curated.categoryImages.progress', { category: name })}
        />
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button asChild variant="outline" size="sm" disabled={progress !== null || put.isPending}>
          <label htmlFor={inputId} className="cursor-pointer">
            <ImagePlus aria-hidden />
            {image.imageUrl ? t('curated.categoryImages.replace') : t('curated.categoryImages.upload')}
          </label>
        </Button>
        <input
          id={inputId}
          type="file"
          accept="image/*,.heic,.heif"
          className="sr-only"
          aria-label={t('curated.categoryImages.inputLabel', { category: name })}
          onChange={upload}
        />
        {image.imageUrl && (
          <>
            <div className="flex items-center gap-2">
              <Switch
                id={switchId}
                checked={image.isActive}
                disabled={put.isPending}
                onCheckedChange={(checked) =>
                  put.mutate(
                    { category: image.category, body: { isActive: checked } },
                    { onError: (e) => failed(e) },
                  )
                }
              />
              <label htmlFor={switchId} className="text-sm text-stone-800">
                {t('curated.categoryImages.active')}
              </label>
            </div>
            <ConfirmButton
              size="sm"
              variant="ghost"
              confirmVariant="destructive"
              question={t('curated.categoryImages.removeQuestion', { category: name })}
              onConfirm={() => remove.mutate(image.category, { onError: (e) => failed(e) })}
            >
              {t('curated.categoryImages.remove')}
            </ConfirmButton>
          </>
        )}
      </div>
    </li>
  );
}

export default function AdminCategoryImagesPage() {
  const { t } = useTranslation();
  usePageTitle(t('curated.categoryImages.title'));
  const images = useCategoryImagesAdmin();

  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10">
      <AdminPageHeader
        title={t('curated.categoryImages.title')}
        subtitle={t('curated.categoryImages.subtitle')}
      />
      {images.isPending ? (
        <Spinner />
      ) : images.isError ? (
        <p role="alert" className="text-red-700">
          {errorMessage(images.error, t('curated.list.loadFailed'))}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {images.data.map((image) => (
            <CategoryCard key={image.category} image={image} />
          ))}
        </ul>
      )}
    </div>
  );
}
