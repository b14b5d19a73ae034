import type { FieldSpecies } from '@common/schemas/field';

/** Big, thumb-sized choice (≥ 48 px). */
const chip =
  'inline-flex min-h-12 shrink-0 items-center rounded-full border px-4 text-base font-medium transition-colors aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white border-stone-300 bg-white text-stone-900 hover:bg-stone-100 aria-pressed:hover:bg-brand-800';

/** A row of species to pick with one tap (recent ones, or the place's checklist); it scrolls sideways. */
export function SpeciesChips({
  title,
  species,
  selected,
  onPick,
}: {
  title: string;
  species: FieldSpecies[];
  selected: string;
  onPick: (species: FieldSpecies) => void;
}) {
  if (species.length === 0) return null;
  return (
    <fieldset className="grid min-w-0 gap-1">
      <legend className="mb-1 text-sm text-stone-600">{title}</legend>
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
        {species.map((s) => (
          <button
            key={`${s.speciesId ?? ''}-${s.commonName}`}
            type="button"
            aria-pressed={selected.trim().toLowerCase() === s.commonName.toLowerCase()}
            className={chip}
            onClick={() => onPick(s)}
          >
            {s.commonName}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
