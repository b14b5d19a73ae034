// The verifications of a rare sighting record and the member sightings behind it, fetched when opened.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import { useRareSighting } from './use-rare-tracker';

export function RareDetails({ id, language }: { id: number; language: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const detail = useRareSighting(open ? id : null);
  return (
    <details className="text-sm" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer font-medium text-brand-800">
        {t('rareTracker.details.summary')}
      </summary>
      {!detail.data ? (
        <p className="pt-2 text-stone-600">
          {detail.isError ? t('common.errorOccurred') : t('rareTracker.loading')}
        </p>
      ) : (
        <div className="grid gap-2 pt-2">
          {detail.data.verifications.length === 0 ? (
            <p className="text-stone-600">{t('rareTracker.details.noVerifications')}</p>
          ) : (
            <ul className="grid gap-2">
              {detail.data.verifications.map((v, i) => (
                <li key={`${v.verifier?.id ?? 'gone'}-${i}`} className="rounded-md bg-stone-50 p-2">
                  <p>
                    <span className="font-medium" dir="auto">
                      {v.verifier?.username ?? t('rareTracker.card.formerMember')}
                    </span>
                    {' · '}
                    {t(`rareTracker.verdicts.${v.verificationStatus}`)}
                    {' · '}
                    {t(`rareTracker.expertise.${v.expertiseLevel}`)}
                    {' · '}
                    {formatDate(v.createdAt, language)}
                  </p>
                  {v.verificationNotes && (
                    <p className="text-stone-700" dir="auto">
                      {v.verificationNotes}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )}
          {detail.data.sightingIds.length > 0 && (
            <ul className="flex flex-wrap gap-2">
              {detail.data.sightingIds.map((sightingId, i) => (
                <li key={sightingId}>
                  <Link to={`/sighting/${sightingId}`} className="text-brand-800 hover:underline">
                    {t('rareTracker.details.viewSighting', { number: i + 1 })}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </details>
  );
}
