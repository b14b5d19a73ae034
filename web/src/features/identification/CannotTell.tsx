// "We can't tell": said plainly, with the species recorded near the photo's place in its season (when a place
// was known) and a way to ask the community.
import type { IdentificationResult, NearbySpecies } from '@common/schemas/identification';
import { HelpCircle, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { useCurrentLanguage } from '../language/current-language';
import { monthName } from './reason-text';

export function CannotTell({
  result,
  month,
  chosenId,
  onChoose,
  onAskCommunity,
  signedIn,
}: {
  result: IdentificationResult;
  /** Month of the photo (1-12), for "Seen near here in July". */
  month: number | null;
  chosenId: number | null;
  onChoose: (species: NearbySpecies) => void;
  onAskCommunity: () => void;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const plain = result.status === 'no_animal' || result.candidates.length === 0;
  return (
    <section
      aria-labelledby={plain ? 'cannot-tell-title' : undefined}
      aria-label={plain ? undefined : t('identify.ask.button')}
      className="grid gap-4 rounded-xl border border-amber-200 bg-amber-50 p-5"
    >
      {/* An uncertain answer shows its candidates above: only the nearby species and the community's help here. */}
      {plain && (
        <div className="flex items-start gap-3">
          <HelpCircle className="mt-0.5 size-6 shrink-0 text-amber-700" aria-hidden />
          <div className="grid gap-1">
            <h2 id="cannot-tell-title" className="text-xl font-semibold text-stone-900">
              {t('identify.cantTell.title')}
            </h2>
            <p className="text-stone-700">
              {result.status === 'no_animal'
                ? t('identify.cantTell.noAnimal')
                : t('identify.cantTell.notClose')}
            </p>
          </div>
        </div>
      )}
      {result.nearby.length > 0 && (
        <div className="grid gap-2">
          <h3 className="font-medium text-stone-900">
            {month
              ? t('identify.cantTell.nearbyIn', {
                  radius: result.radiusKm,
                  month: monthName(month, language),
                })
              : t('identify.cantTell.nearby', { radius: result.radiusKm })}
          </h3>
          <ul className="grid gap-2 sm:grid-cols-2">
            {result.nearby.map((species) => (
              <li
                key={species.speciesId}
                data-testid="nearby-species"
                className="flex items-center justify-between gap-2 rounded-lg bg-white p-3"
              >
                <span className="grid">
                  <Link to={`/species/${species.slug}`} className="font-medium hover:underline" dir="auto">
                    {species.name}
                  </Link>
                  <span className="text-xs text-stone-600">
                    {t('identify.cantTell.sightings', { count: species.count })}
                  </span>
                </span>
                <Button
                  size="sm"
                  variant={chosenId === species.speciesId ? 'default' : 'outline'}
                  disabled={chosenId !== null}
                  onClick={() => onChoose(species)}
                >
                  {t('identify.feedback.thisOne')}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="grid justify-items-start gap-2">
        <p className="text-sm text-stone-700">{t('identify.ask.hint')}</p>
        {signedIn ? (
          <Button onClick={onAskCommunity}>
            <Users aria-hidden />
            {t('identify.ask.button')}
          </Button>
        ) : (
          <Button asChild>
            <Link to={`/login?returnUrl=${encodeURIComponent('/identify')}`}>{t('identify.ask.signIn')}</Link>
          </Button>
        )}
      </div>
    </section>
  );
}
