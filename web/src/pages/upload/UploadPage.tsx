// /upload (?mode=photo: photos only): the file uploads the moment it is chosen, with a progress bar, while the
// member fills the form; the photo's EXIF pre-fills date, time and place; 'Publish Sighting' waits for the
// upload, then opens the new sighting.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { ProposeSpeciesLink } from '../../features/custom-species/ProposeSpeciesLink';
import { SpeciesSuggestionPanel } from '../../features/identification/SpeciesSuggestionPanel';
import { useAskCommunityHandoff } from '../../features/identification/use-ask-community';
import { ExifPrefillNote } from '../../features/uploads/ExifPrefillNote';
import { toastPublished, toastPublishFailure } from '../../features/uploads/publish-feedback';
import { readPhotoMetadata } from '../../features/uploads/read-photo-metadata';
import { SightingForm } from '../../features/uploads/SightingForm';
import { UploadAllowanceNotice } from '../../features/uploads/UploadAllowanceNotice';
import { UploadMediaPanel } from '../../features/uploads/UploadMediaPanel';
import { looksLikeVideo } from '../../features/uploads/upload-media';
import { useCreateSighting } from '../../features/uploads/use-create-sighting';
import { useSightingForm } from '../../features/uploads/use-sighting-form';
import { useUploadMedia } from '../../features/uploads/use-upload-media';
import { videoThumbnail } from '../../features/uploads/video-thumbnail';

export default function UploadPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const photoOnly = searchParams.get('mode') === 'photo';
  usePageTitle(photoOnly ? t('upload.page.photoTitle') : t('upload.page.title'));
  const form = useSightingForm();
  const upload = useUploadMedia();
  const create = useCreateSighting();
  const [file, setFile] = useState<File | null>(null);
  const [posterUrl, setPosterUrl] = useState<string | null>(null);
  // Bumped for every new file, so a slow EXIF read of a replaced file cannot fill the form.
  const fileVersion = useRef(0);

  const choose = (files: File[]) => {
    const chosen = files[0];
    if (!chosen) return;
    const version = ++fileVersion.current;
    form.dropPrefill();
    setFile(chosen);
    setPosterUrl(null);
    upload.start(chosen);
    if (!looksLikeVideo(chosen)) {
      void readPhotoMetadata(chosen).then((metadata) => {
        if (version === fileVersion.current) form.applyMetadata(metadata);
      });
    }
  };

  // A photo /identify could not name arrives with the navigation; publishing it asks the community.
  const askCommunity = useAskCommunityHandoff((photo) => choose([photo]));

  const remove = () => {
    fileVersion.current++;
    form.dropPrefill();
    upload.remove();
    setFile(null);
    setPosterUrl(null);
  };

  // A video's poster: the server's, else POST /api/video/thumbnail, else a frame captured here.
  const asset = upload.state.status === 'done' ? upload.state.asset : null;
  useEffect(() => {
    if (asset?.kind !== 'video' || !file) return;
    if (asset.media.posterUrl) {
      setPosterUrl(asset.media.posterUrl);
      return;
    }
    let live = true;
    const localUrl = URL.createObjectURL(file);
    void videoThumbnail(asset.videoUrl, localUrl).then((url) => {
      URL.revokeObjectURL(localUrl);
      if (live && url) setPosterUrl(url);
    });
    return () => {
      live = false;
    };
  }, [asset, file]);

  const publish = () => {
    if (!asset) return;
    const input = form.validate(asset.id);
    if (!input) return;
    create.mutate(input, {
      onSuccess: (sighting) => {
        toastPublished(t, sighting);
        askCommunity.afterPublish(sighting.id);
        navigate(`/sighting/${sighting.id}`);
      },
      onError: (error) => {
        if (!form.applyServerErrors(error)) toastPublishFailure(t, error);
      },
    });
  };

  const submitHint = !file
    ? t('upload.media.chooseFirst')
    : upload.state.status === 'uploading'
      ? t('upload.media.waitForUpload')
      : upload.state.status === 'error'
        ? t('upload.media.fixUpload')
        : null;

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold text-stone-900">
          {photoOnly ? t('upload.page.photoTitle') : t('upload.page.title')}
        </h1>
        <p className="text-stone-600">{t('upload.page.subtitle')}</p>
        <p className="text-sm text-stone-600">
          <Link to="/bulk-sighting" className="text-brand-700 underline-offset-4 hover:underline">
            {t('upload.page.toBulk')}
          </Link>
          {' · '}
          <Link to="/report-sighting" className="text-brand-700 underline-offset-4 hover:underline">
            {t('upload.page.toReport')}
          </Link>
        </p>
      </header>
      <UploadAllowanceNotice />
      {askCommunity.asking && (
        <p role="status" className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          {t('identify.ask.uploadNote')}
        </p>
      )}
      <SightingForm
        idPrefix="upload"
        values={form.values}
        onChange={form.change}
        errors={form.errors}
        failedSubmits={form.failedSubmits}
        onSubmit={publish}
        pending={create.isPending}
        canSubmit={Boolean(asset)}
        submitHint={submitHint}
        prefillNote={form.prefill ? <ExifPrefillNote onUndo={form.undoPrefill} /> : null}
      >
        <UploadMediaPanel
          file={file}
          state={upload.state}
          posterUrl={posterUrl}
          photoOnly={photoOnly}
          onChoose={choose}
          onRemove={remove}
          onRetry={() => file && upload.start(file)}
          disabled={create.isPending}
        />
        <SpeciesSuggestionPanel
          mediaId={asset?.kind === 'photo' ? asset.id : null}
          chosenName={form.values.speciesName}
          onPick={(candidate) => form.change({ speciesName: candidate.name, category: candidate.category })}
        />
        <ProposeSpeciesLink
          name={form.values.speciesName}
          mediaId={asset?.kind === 'photo' ? asset.id : null}
        />
      </SightingForm>
    </div>
  );
}
