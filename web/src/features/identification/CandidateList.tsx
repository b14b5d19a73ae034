// The identifier's suggestions: name (to the species page), scientific name, confidence bar and the reasons in
// plain words, with a button to say which one it is (the top one confirms, another one corrects).
import type { IdentificationCandidate } from '@common/schemas/identification';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { useCurrentLanguage } from '../language/current-language';
import { ConfidenceBar } from './ConfidenceBar';
import { reasonText } from './reason-text';

export function CandidateList({
  candidates,
  chosenId,
  onChoose,
  disabled,
}: {
  candidates: IdentificationCandidate[];
  /** The species the member said it is, once they did. */
  chosenId: number | null;
  onChoose?: (candidate: IdentificationCandidate) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  return (
    <ol className="grid gap-3" aria-label={t('identify.result.listLabel')}>
      {candidates.map((candidate, index) => {
        const chosen = chosenId === candidate.speciesId;
        return (
          <li
            key={candidate.speciesId}
            data-testid="identify-candidate"
            className={`grid gap-2 rounded-xl border bg-white p-4 ${chosen ? 'border-brand-600 ring-2 ring-brand-600/30' : 'border-stone-200'}`}
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="grid gap-0.5">
                <Link
                  to={`/species/${candidate.slug}`}
                  className="text-lg font-semibold text-stone-900 hover:text-brand-700 hover:underline"
                  dir="auto"
                >
                  {index + 1}. {candidate.name}
                </Link>
                <span className="text-sm italic text-stone-600" dir="ltr">
                  {candidate.scientificName}
                </span>
              </div>
              <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs text-stone-700">
                {t(`categories.names.${candidate.category}`)}
              </span>
            </div>
            <ConfidenceBar value={candidate.confidence} />
            {candidate.reasons.length > 0 && (
              <ul className="grid gap-0.5 text-sm text-stone-700">
                {candidate.reasons.map((reason) => (
                  <li key={reason.kind} className="flex gap-2">
                    <span aria-hidden>•</span>
                    {reasonText(t, reason, language)}
                  </li>
                ))}
              </ul>
            )}
            {onChoose && (
              <div>
                <Button
                  size="sm"
                  variant={chosen ? 'default' : 'outline'}
                  disabled={disabled || chosenId !== null}
                  aria-pressed={chosen}
                  onClick={() => onChoose(candidate)}
                >
                  <Check aria-hidden />
                  {index === 0 ? t('identify.feedback.confirm') : t('identify.feedback.thisOne')}
                </Button>
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
