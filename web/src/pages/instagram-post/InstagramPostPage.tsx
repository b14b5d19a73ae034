// /instagram-post: a sighting made ready for Instagram. A member picks one of their own sightings with a photo
// (an administrator: a curated one, or any sighting by its number); the server makes the 1080x1080 square with a
// small credit line and the caption with the species, the place as visitors see it (never finer than the
// sighting's geoprivacy), the credits and hashtags. Download the picture, copy the caption.
import { Copy, Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';
import { Spinner } from '../../components/ui/Spinner';
import { toast } from '../../components/ui/use-toast';
import { useAdminSession } from '../../features/admin/use-admin-session';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { useCuratedList } from '../../features/curated/use-curated-admin';
import {
  useInstagramCaption,
  useInstagramImage,
  useOwnPhotoSightings,
} from '../../features/curated/use-instagram-post';
import { errorMessage } from '../../lib/api';

function parseId(value: string | null): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}

/** An administrator's choices: the latest curated sightings, or any sighting by its number. */
function AdminChoices({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const { t } = useTranslation();
  const curated = useCuratedList(1);
  const [typed, setTyped] = useState(value ? String(value) : '');
  const photos = (curated.data?.items ?? []).filter((s) => s.mediaType !== 'none');
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="grid gap-1">
        <Label htmlFor="post-curated">{t('instagramPost.curatedChoice')}</Label>
        <NativeSelect
          id="post-curated"
          value={value && photos.some((s) => s.id === value) ? String(value) : ''}
          onChange={(e) => onChange(parseId(e.target.value))}
        >
          <option value="">{t('instagramPost.pickOne')}</option>
          {photos.map((s) => (
            <option key={s.id} value={s.id}>
              {s.speciesName} · {s.originalPhotographerCredit}
            </option>
          ))}
        </NativeSelect>
      </div>
      <form
        className="grid gap-1"
        onSubmit={(e) => {
          e.preventDefault();
          onChange(parseId(typed));
        }}
      >
        <Label htmlFor="post-number">{t('instagramPost.sightingNumber')}</Label>
        <div className="flex gap-2">
          <Input
            id="post-number"
            inputMode="numeric"
            dir="ltr"
            value={typed}
            onChange={(e) => setTyped(e.target.value.replace(/\D/g, ''))}
          />
          <Button type="submit" variant="outline">
            {t('instagramPost.open')}
          </Button>
        </div>
      </form>
    </div>
  );
}

function MemberChoices({
  userId,
  value,
  onChange,
}: {
  userId: number;
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const { t } = useTranslation();
  const own = useOwnPhotoSightings(userId);
  if (own.isPending) return <Spinner />;
  if (own.isError)
    return (
      <p role="alert" className="text-red-700">
        {errorMessage(own.error, t('instagramPost.loadFailed'))}
      </p>
    );
  if (own.data.length === 0)
    return (
      <p className="text-stone-700">
        {t('instagramPost.noPhotos')}{' '}
        <Link to="/upload" className="font-medium text-brand-800 hover:underline">
          {t('instagramPost.uploadLink')}
        </Link>
      </p>
    );
  return (
    <div className="grid gap-1">
      <Label htmlFor="post-own">{t('instagramPost.ownChoice')}</Label>
      <NativeSelect
        id="post-own"
        value={value ? String(value) : ''}
        onChange={(e) => onChange(parseId(e.target.value))}
      >
        <option value="">{t('instagramPost.pickOne')}</option>
        {own.data.map((s) => (
          <option key={s.id} value={s.id}>
            {s.speciesName}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

function Post({ sightingId, isAdmin }: { sightingId: number; isAdmin: boolean }) {
  const { t } = useTranslation();
  const caption = useInstagramCaption(sightingId);
  const image = useInstagramImage(caption.data?.imagePath ?? null);

  if (caption.isPending) return <Spinner />;
  if (caption.isError)
    return (
      <p role="alert" className="text-red-700">
        {errorMessage(caption.error, t('instagramPost.loadFailed'))}
      </p>
    );
  const data = caption.data;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(data.caption);
      toast({ title: t('instagramPost.copied') });
    } catch {
      toast({ variant: 'destructive', title: t('instagramPost.copyFailed') });
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="grid content-start gap-3">
        <h2 className="text-xl font-semibold text-stone-900">{t('instagramPost.pictureTitle')}</h2>
        <div className="aspect-square w-full max-w-[540px] overflow-hidden rounded-xl bg-stone-200">
          {image.state === 'ready' ? (
            <img src={image.url} alt={t('instagramPost.pictureAlt')} className="size-full object-cover" />
          ) : image.state === 'failed' ? (
            <p role="alert" className="p-4 text-red-700">
              {image.message ?? t('instagramPost.pictureFailed')}
            </p>
          ) : (
            <div className="flex size-full items-center justify-center">
              <Spinner />
            </div>
          )}
        </div>
        {image.state === 'ready' && (
          <Button asChild className="justify-self-start">
            <a href={image.url} download={`wildlens-sighting-${sightingId}.jpg`}>
              <Download aria-hidden />
              {t('instagramPost.download')}
            </a>
          </Button>
        )}
      </div>
      <div className="grid content-start gap-3">
        <h2 className="text-xl font-semibold text-stone-900">{t('instagramPost.captionTitle')}</h2>
        {isAdmin && !data.spotlightOptIn && (
          <p
            role="note"
            className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          >
            {t('instagramPost.noConsent')}
          </p>
        )}
        <Label htmlFor="post-caption" className="sr-only">
          {t('instagramPost.captionTitle')}
        </Label>
        <textarea
          id="post-caption"
          readOnly
          dir="auto"
          rows={12}
          value={data.caption}
          className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 font-mono text-sm"
        />
        <Button type="button" variant="outline" className="justify-self-start" onClick={copy}>
          <Copy aria-hidden />
          {t('instagramPost.copy')}
        </Button>
        <p className="text-sm text-stone-600">{t('instagramPost.placeNote')}</p>
      </div>
    </div>
  );
}

export default function InstagramPostPage() {
  const { t } = useTranslation();
  usePageTitle(t('instagramPost.title'));
  const { user, isLoading } = useCurrentUser();
  const admin = useAdminSession();
  const [params, setParams] = useSearchParams();
  const sightingId = parseId(params.get('sighting'));
  const choose = (id: number | null) => setParams(id ? { sighting: String(id) } : {}, { replace: true });

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold text-stone-900">{t('instagramPost.title')}</h1>
        <p className="text-stone-600">{t('instagramPost.intro')}</p>
      </header>
      {isLoading ? (
        <Spinner />
      ) : !user && !admin ? (
        <p className="text-stone-700">
          {t('instagramPost.signIn')}{' '}
          <Link
            to={`/login?returnUrl=${encodeURIComponent('/instagram-post')}`}
            className="font-medium text-brand-800 hover:underline"
          >
            {t('instagramPost.signInLink')}
          </Link>
        </p>
      ) : (
        <>
          <section
            aria-labelledby="post-choose"
            className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4"
          >
            <h2 id="post-choose" className="text-xl font-semibold text-stone-900">
              {t('instagramPost.chooseTitle')}
            </h2>
            {admin ? (
              <AdminChoices value={sightingId} onChange={choose} />
            ) : user ? (
              <MemberChoices userId={user.id} value={sightingId} onChange={choose} />
            ) : null}
          </section>
          {sightingId !== null && <Post sightingId={sightingId} isAdmin={Boolean(admin)} />}
        </>
      )}
      <p className="text-sm text-stone-600">
        <Link to="/social-media-promo" className="font-medium text-brand-800 hover:underline">
          {t('instagramPost.spotlightLink')}
        </Link>
      </p>
    </div>
  );
}
