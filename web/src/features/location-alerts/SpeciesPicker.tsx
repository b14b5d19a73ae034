// The alert's species: the species field of the upload form (catalogue suggestions in the member's language),
// each pick or typed name added as a chip, up to the contract's 20; none means every species.
import { type AlertSpecies, LOCATION_ALERT_SPECIES_MAX } from '@common/schemas/location-alerts';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Label } from '../../components/ui/Label';
import { isolate } from '../../components/ui/member-text';
import { SpeciesNameInput } from '../species/SpeciesNameInput';
import { Messages } from './form-parts';

const sameSpecies = (a: AlertSpecies, b: AlertSpecies) =>
  a.speciesId !== null && b.speciesId !== null
    ? a.speciesId === b.speciesId
    : a.name.trim().toLowerCase() === b.name.trim().toLowerCase();

export function SpeciesPicker({
  id,
  species,
  onChange,
  messages,
}: {
  id: string;
  species: AlertSpecies[];
  onChange: (next: AlertSpecies[]) => void;
  messages: string[] | undefined;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const full = species.length >= LOCATION_ALERT_SPECIES_MAX;

  const add = (entry: AlertSpecies) => {
    const name = entry.name.trim();
    if (name.length < 2 || full) return;
    const next = { speciesId: entry.speciesId, name };
    if (!species.some((s) => sameSpecies(s, next))) onChange([...species, next]);
    setText('');
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t('locationAlerts.filters.species')}</Label>
      <p id={`${id}-hint`} className="text-xs text-stone-600">
        {t('locationAlerts.filters.speciesHint', { max: LOCATION_ALERT_SPECIES_MAX })}
      </p>
      {species.length > 0 && (
        <ul aria-label={t('locationAlerts.filters.chosenSpecies')} className="flex flex-wrap gap-2">
          {species.map((s) => (
            <li
              key={`${s.speciesId ?? ''}:${s.name}`}
              className="inline-flex items-center gap-1 rounded-full bg-brand-100 py-0.5 ps-3 pe-1 text-sm text-brand-900"
            >
              <bdi>{s.name}</bdi>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-6 rounded-full"
                aria-label={t('locationAlerts.filters.removeSpecies', { name: isolate(s.name) })}
                onClick={() => onChange(species.filter((other) => other !== s))}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {/* Enter with no suggestion chosen adds the typed name instead of submitting the whole form; the
          field's own handler (which runs after this capture) picks the active suggestion otherwise. */}
      <div
        className="flex flex-wrap items-start gap-2"
        onKeyDownCapture={(event) => {
          const target = event.target as HTMLElement;
          if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
          if (target.id !== id || target.getAttribute('aria-activedescendant')) return;
          event.preventDefault();
          add({ speciesId: null, name: text });
        }}
      >
        <div className="min-w-56 flex-1">
          <SpeciesNameInput
            id={id}
            value={text}
            disabled={full}
            maxLength={200}
            aria-describedby={[`${id}-hint`, messages?.length ? `${id}-error` : ''].join(' ').trim()}
            aria-invalid={Boolean(messages?.length)}
            onChange={(name, picked) => {
              if (picked) add({ speciesId: picked.id, name: picked.name });
              else setText(name);
            }}
          />
        </div>
        <Button
          type="button"
          variant="outline"
          disabled={full || text.trim().length < 2}
          onClick={() => add({ speciesId: null, name: text })}
        >
          {t('locationAlerts.filters.addSpecies')}
        </Button>
      </div>
      {full && (
        <p className="text-xs text-stone-600">
          {t('locationAlerts.filters.speciesFull', { max: LOCATION_ALERT_SPECIES_MAX })}
        </p>
      )}
      <Messages id={id} messages={messages} />
    </div>
  );
}
