// /identify: a member (or a visitor) adds a wildlife photo; the identifier answers with up to five species, a
// calibrated confidence and its reasons ("Looks like 3 confirmed photos", "Seen 12 times within 50 km in
// July"), or says plainly that it cannot tell, offering the species seen nearby and the community's help.
// The photo's EXIF pre-fills the place and date ("seen nearby" needs them); the member says which one it is.
import type { IdentificationResult } from '@common/schemas/identification';
import { Camera, RefreshCw, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { Spinner } from '../../components/ui/Spinner';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { CandidateList } from '../../features/identification/CandidateList';
import { CannotTell } from '../../features/identification/CannotTell';
import { PhotoWithBox } from '../../features/identification/PhotoWithBox';
import type { AskCommunityState } from '../../features/identification/use-ask-community';
import {
  feedbackFor,
  useIdentificationFeedback,
  useIdentifyPhoto,
} from '../../features/identification/use-identify';
import { type Coordinates, LocationPicker, toPosition } from '../../features/uploads/LocationPicker';
import { ACCEPT_PHOTOS, MediaDropzone } from '../../features/uploads/MediaDropzone';
import { readPhotoMetadata } from '../../features/uploads/read-photo-metadata';
import { errorMessage } from '../../lib/api';

function Feedback({
  result,
  file,
  month,
}: {
  result: IdentificationResult;
  file: File;
  /** Month the photo was taken (1-12), when known. */
  month: number | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isAuthenticated } = useCurrentUser();
  const feedback = useIdentificationFeedback(result);
  const [chosenId, setChosenId] = useState<number | null>(result.feedback?.speciesId ?? null);
  const choose = (speciesId: number) => {
    setChosenId(speciesId);
    feedback.mutate(feedbackFor(result, speciesId), { onError: () => setChosenId(null) });
  };
  const askCommunity = () => {
    const state: AskCommunityState = { identifyPhoto: file, askCommunity: true };
    navigate('/upload', { state });
  };
  const cannotTell = result.status === 'no_animal' || result.candidates.length === 0;

  return (
    <div className="grid gap-4">
      {!cannotTell && (
        <section aria-labelledby="candidates-title" className="grid gap-3">
          <h2 id="candidates-title" className="text-xl font-semibold text-stone-900">
            {result.status === 'identified'
              ? t('identify.result.identified')
              : t('identify.result.uncertain')}
          </h2>
          <CandidateList
            candidates={result.candidates}
            chosenId={chosenId}
            onChoose={(candidate) => choose(candidate.speciesId)}
            disabled={feedback.isPending}
          />
        </section>
      )}
      {(cannotTell || result.status === 'uncertain') && (
        <CannotTell
          result={result}
          month={month}
          chosenId={chosenId}
          onChoose={(species) => choose(species.speciesId)}
          onAskCommunity={askCommunity}
          signedIn={isAuthenticated}
        />
      )}
      <div aria-live="polite">
        {feedback.isSuccess && (
          <p className="rounded-lg bg-brand-50 p-3 text-brand-800">{t('identify.feedback.thanks')}</p>
        )}
        {feedback.isError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
            {errorMessage(feedback.error, t('identify.feedback.failed'))}
          </p>
        )}
      </div>
    </div>
  );
}

export default function IdentifyPage() {
  const { t } = useTranslation();
  usePageTitle(t('identify.page.title'));
  const { isAuthenticated } = useCurrentUser();
  const identify = useIdentifyPhoto();
  const [file, setFile] = useState<File | null>(null);
  const [place, setPlace] = useState<Coordinates>({ latitude: '', longitude: '' });
  const [date, setDate] = useState('');
  const [fromPhoto, setFromPhoto] = useState(false);

  const run = (photo: File, at: Coordinates, day: string) => {
    const position = toPosition(at.latitude, at.longitude);
    identify.mutate({
      photo,
      ...(position ? { latitude: position[0], longitude: position[1] } : {}),
      ...(/^\d{4}-\d{2}-\d{2}$/.test(day) ? { date: day } : {}),
    });
  };

  const choose = async (files: File[]) => {
    const photo = files[0];
    if (!photo) return;
    identify.reset();
    setFile(photo);
    // The camera's place and day make "seen nearby" possible; the member can change them and ask again.
    const metadata = await readPhotoMetadata(photo);
    const at =
      metadata.latitude !== null && metadata.longitude !== null
        ? { latitude: String(metadata.latitude), longitude: String(metadata.longitude) }
        : { latitude: '', longitude: '' };
    const day = metadata.takenAt ? metadata.takenAt.slice(0, 10) : '';
    setPlace(at);
    setDate(day);
    setFromPhoto(Boolean(metadata.takenAt || at.latitude));
    run(photo, at, day);
  };

  const result = identify.data;
  const month = /^\d{4}-(\d{2})/.exec(date)?.[1];

  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10">
      <header className="grid gap-2">
        <h1 className="flex items-center gap-2 text-3xl font-bold text-stone-900">
          <Sparkles className="size-7 text-brand-700" aria-hidden />
          {t('identify.page.title')}
        </h1>
        <p className="max-w-3xl text-stone-600">{t('identify.page.subtitle')}</p>
      </header>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-5">
          {file ? (
            <>
              {result ? (
                <PhotoWithBox
                  file={file}
                  box={result.box}
                  imageWidth={result.imageWidth}
                  imageHeight={result.imageHeight}
                />
              ) : (
                <PhotoWithBox file={file} box={null} imageWidth={0} imageHeight={0} />
              )}
              <Button
                variant="outline"
                onClick={() => {
                  identify.reset();
                  setFile(null);
                }}
              >
                <Camera aria-hidden />
                {t('identify.actions.another')}
              </Button>
            </>
          ) : !isAuthenticated ? (
            <div className="grid justify-items-start gap-3 rounded-xl border border-stone-200 bg-stone-50 p-6">
              <p className="text-stone-700">{t('identify.page.signInHint')}</p>
              <Button asChild>
                <Link to={`/login?returnUrl=${encodeURIComponent('/identify')}`}>
                  {t('identify.page.signIn')}
                </Link>
              </Button>
            </div>
          ) : (
            <MediaDropzone
              accept={ACCEPT_PHOTOS}
              onFiles={(files) => void choose(files)}
              title={t('identify.picker.title')}
              hint={t('identify.picker.hint')}
              inputLabel={t('identify.picker.inputLabel')}
            />
          )}
          <fieldset
            className="grid gap-4 rounded-xl border border-stone-200 p-4"
            disabled={identify.isPending}
          >
            <legend className="px-1 text-sm font-medium text-stone-800">
              {t('identify.context.legend')}
            </legend>
            <p className="text-sm text-stone-600">
              {fromPhoto ? t('identify.context.fromPhoto') : t('identify.context.hint')}
            </p>
            <div className="grid gap-2">
              <Label htmlFor="identify-date">{t('identify.context.date')}</Label>
              <Input id="identify-date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
            </div>
            <LocationPicker idPrefix="identify" value={place} onChange={setPlace} defaultShowMap={false} />
            {file && (
              <Button
                variant="secondary"
                onClick={() => run(file, place, date)}
                disabled={identify.isPending}
              >
                <RefreshCw aria-hidden />
                {t('identify.actions.again')}
              </Button>
            )}
          </fieldset>
        </div>

        <div className="grid content-start gap-4" aria-live="polite" aria-busy={identify.isPending}>
          {identify.isPending && (
            <div className="flex items-center gap-3 rounded-xl bg-stone-50 p-5 text-stone-700">
              <Spinner />
              {t('identify.actions.identifying')}
            </div>
          )}
          {identify.isError && (
            <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
              {errorMessage(identify.error, t('identify.errors.failed'))}
            </p>
          )}
          {!file && !identify.isPending && (
            <p className="rounded-xl bg-stone-50 p-5 text-stone-600">{t('identify.page.empty')}</p>
          )}
          {result && file && (
            <Feedback key={result.id} result={result} file={file} month={month ? Number(month) : null} />
          )}
        </div>
      </div>
    </div>
  );
}
