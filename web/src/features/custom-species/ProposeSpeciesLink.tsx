// The small "Species not in the list? Propose it" link under the sighting form's species field, opening the
// proposal dialog with the name typed so far and the photo being uploaded as evidence.
import { useTranslation } from 'react-i18next';
import { ProposeSpeciesDialog } from './ProposeSpeciesDialog';

export function ProposeSpeciesLink({ name, mediaId }: { name: string; mediaId: number | null }) {
  const { t } = useTranslation();
  return (
    <p className="text-sm text-stone-600">
      {t('customSpecies.notListed')}{' '}
      <ProposeSpeciesDialog
        defaultName={name}
        evidenceMediaId={mediaId}
        trigger={
          <button type="button" className="font-medium text-brand-800 underline hover:text-brand-900">
            {t('customSpecies.propose')}
          </button>
        }
      />
    </p>
  );
}
