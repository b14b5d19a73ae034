// AI suggestions inside the upload and bulk forms: once a photo has uploaded, the identifier looks at it (by its
// media id, so it is not sent twice) and offers its top species; choosing one fills the species field.
import type { IdentificationCandidate, IdentificationResult } from '@common/schemas/identification';
import { Sparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Spinner } from '../../components/ui/Spinner';
import { useCurrentLanguage } from '../language/current-language';
import { formatPercent, reasonText } from './reason-text';
import { useIdentifyStoredPhoto } from './use-identify';

/** Suggestions shown in a form: the few most likely. */
const SHOWN = 3;

export function SpeciesSuggestionPanel({
  mediaId,
  chosenName,
  onPick,
  compact = false,
}: {
  /** The uploaded photo (null while uploading, or for a video). */
  mediaId: number | null;
  /** The species name in the form, to mark the suggestion already chosen. */
  chosenName: string;
  onPick: (candidate: IdentificationCandidate, result: IdentificationResult) => void;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const identify = useIdentifyStoredPhoto();
  const asked = useRef<number | null>(null);
  const { mutate, reset } = identify;
  useEffect(() => {
    if (mediaId === null) {
      asked.current = null;
      reset();
      return;
    }
    if (asked.current === mediaId) return;
    asked.current = mediaId;
    mutate(mediaId);
  }, [mediaId, mutate, reset]);

  if (mediaId === null) return null;
  const result = identify.data;
  const candidates = result?.status === 'no_animal' ? [] : (result?.candidates.slice(0, SHOWN) ?? []);

  return (
    <section
      aria-labelledby={`suggestions-${mediaId}`}
      data-testid="species-suggestions"
      className="grid gap-2 rounded-lg border border-brand-100 bg-brand-50/60 p-3"
      aria-busy={identify.isPending}
    >
      <h3
        id={`suggestions-${mediaId}`}
        className="flex items-center gap-1.5 text-sm font-semibold text-stone-900"
      >
        <Sparkles className="size-4 text-brand-700" aria-hidden />
        {t('identify.suggestions.title')}
      </h3>
      {identify.isPending && (
        <p className="flex items-center gap-2 text-sm text-stone-700">
          <Spinner className="size-4" />
          {t('identify.actions.identifying')}
        </p>
      )}
      {identify.isError && <p className="text-sm text-stone-700">{t('identify.suggestions.failed')}</p>}
      {result && candidates.length === 0 && (
        <p className="text-sm text-stone-700">{t('identify.suggestions.none')}</p>
      )}
      {candidates.length > 0 && (
        <ul className="grid gap-1.5">
          {candidates.map((candidate) => {
            const chosen = chosenName.trim().toLowerCase() === candidate.name.toLowerCase();
            const reason = candidate.reasons[0];
            return (
              <li key={candidate.speciesId} className="flex flex-wrap items-center justify-between gap-2">
                <span className="grid min-w-0">
                  <span className="text-sm font-medium text-stone-900" dir="auto">
                    {candidate.name}{' '}
                    <span className="font-normal tabular-nums text-stone-600">
                      {formatPercent(candidate.confidence, language)}
                    </span>
                  </span>
                  {!compact && reason && (
                    <span className="text-xs text-stone-600">{reasonText(t, reason, language)}</span>
                  )}
                </span>
                <Button
                  type="button"
                  size="sm"
                  variant={chosen ? 'default' : 'outline'}
                  aria-pressed={chosen}
                  onClick={() => result && onPick(candidate, result)}
                >
                  {chosen ? t('identify.suggestions.chosen') : t('identify.suggestions.use')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
