// The guide form's key species: the site's species combobox (SpeciesNameInput, catalogue species named in the
// member's language) adds a chosen catalogue species as a chip, up to GUIDE_LIMITS.keySpecies; each chip has its
// own remove button. Only catalogue species have a page to link to, so a name members wrote that the catalogue
// lacks is not added (the member is told why). Enter in the field picks from the list and never submits the form.
import { GUIDE_LIMITS, type GuideSpecies } from '@common/schemas/guides';
import type { SpeciesSuggestion } from '@common/schemas/species';
import { X } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SpeciesNameInput } from '../species/SpeciesNameInput';
import { speciesLabel } from './guide-text';

export interface KeySpeciesPickerProps {
  /** The combobox's id, for the field's label. */
  id: string;
  /** The hint's id, read with the field. */
  hintId?: string;
  value: GuideSpecies[];
  onChange: (next: GuideSpecies[]) => void;
  disabled?: boolean;
}

export function KeySpeciesPicker({ id, hintId, value, onChange, disabled }: KeySpeciesPickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [notice, setNotice] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const full = value.length >= GUIDE_LIMITS.keySpecies;
  const noticeId = `${id}-notice`;

  const add = (picked: SpeciesSuggestion) => {
    if (!picked.slug) {
      setText(picked.name);
      setNotice(t('guides.species.notInCatalogue', { name: picked.name }));
      return;
    }
    setText('');
    if (value.some((s) => s.slug === picked.slug)) {
      setNotice(t('guides.species.already', { name: picked.name }));
      return;
    }
    setNotice('');
    onChange([...value, { slug: picked.slug, name: picked.name, scientificName: picked.scientificName }]);
    setAnnouncement(t('guides.species.added', { name: picked.name }));
  };

  const remove = (slug: string) => {
    const gone = value.find((s) => s.slug === slug);
    onChange(value.filter((s) => s.slug !== slug));
    setNotice('');
    if (gone) setAnnouncement(t('guides.species.removed', { name: speciesLabel(gone) }));
    // The chip's button leaves with the chip: the focus goes back to the field rather than to the page.
    requestAnimationFrame(() => document.getElementById(id)?.focus());
  };

  // After SpeciesNameInput has handled the key (Enter picks the active option): an Enter here is never the
  // form's submit, which would publish a half-written guide.
  const keepFormOpen = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
  };

  const described = [hintId, notice ? noticeId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid min-w-0 gap-2">
      {value.length > 0 && (
        <ul aria-label={t('guides.species.chosen')} className="flex min-w-0 flex-wrap gap-2">
          {value.map((species) => (
            <li
              key={species.slug}
              className="inline-flex min-w-0 max-w-full items-center gap-1 rounded-full bg-stone-100 py-1 ps-3 pe-1 text-sm text-stone-900"
            >
              <span className="min-w-0 truncate">
                <bdi>{speciesLabel(species)}</bdi>
                {species.name && species.scientificName && (
                  <span className="ms-1 text-stone-600 italic">
                    <bdi>{species.scientificName}</bdi>
                  </span>
                )}
              </span>
              <button
                type="button"
                disabled={disabled}
                onClick={() => remove(species.slug)}
                aria-label={t('guides.species.remove', { name: speciesLabel(species) })}
                className="inline-flex size-6 shrink-0 items-center justify-center rounded-full hover:bg-stone-200 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only stops Enter bubbling to the form's submit */}
      <div onKeyDown={keepFormOpen}>
        <SpeciesNameInput
          id={id}
          value={text}
          disabled={disabled || full}
          placeholder={full ? undefined : t('guides.species.placeholder')}
          aria-describedby={described}
          onChange={(name, picked) => {
            setNotice('');
            if (picked) add(picked);
            else setText(name);
          }}
        />
      </div>
      <p className="text-xs text-stone-600" aria-live="polite">
        {full
          ? t('guides.species.full', { max: GUIDE_LIMITS.keySpecies })
          : t('guides.species.count', { n: value.length, max: GUIDE_LIMITS.keySpecies })}
      </p>
      {notice && (
        <p id={noticeId} className="text-sm text-amber-800">
          {notice}
        </p>
      )}
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </div>
  );
}
