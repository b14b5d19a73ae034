// The article editor's species: the species name field of the sighting forms (features/species); picking a
// catalogue species adds its page's slug as a chip (each links from the article to /species/{slug}), removable.
import { ARTICLE_LIMITS } from '@common/schemas/articles';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '../../components/ui/Label';
import { SpeciesNameInput } from '../species/SpeciesNameInput';

export function SpeciesPicker({ value, onChange }: { value: string[]; onChange: (slugs: string[]) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  return (
    <>
      <Label htmlFor="article-species">{t('adminArticles.fields.species')}</Label>
      <SpeciesNameInput
        id="article-species"
        value={text}
        aria-describedby="article-species-hint"
        onChange={(name, picked) => {
          setText(name);
          if (picked?.slug && !value.includes(picked.slug)) {
            onChange([...value, picked.slug].slice(0, ARTICLE_LIMITS.species));
            setText('');
          }
        }}
      />
      <p id="article-species-hint" className="text-xs text-stone-600">
        {t('adminArticles.speciesHint')}
      </p>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {value.map((slug) => (
            <li
              key={slug}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 ps-3 pe-1 text-sm"
            >
              <span className="italic">{slug}</span>
              <button
                type="button"
                className="rounded-full p-1 hover:bg-brand-100"
                aria-label={t('adminArticles.removeSpecies', { species: slug })}
                onClick={() => onChange(value.filter((s) => s !== slug))}
              >
                <X className="size-3.5" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
