// The checklist section of /field/tools: the species recorded near the chosen place this season. The copy kept
// in this browser shows at once (no signal needed); "Download" asks the server for a fresh one and keeps it.
// When the download fails (offline, server away) the kept copy, if any, stays on screen and says how old it is.
import type { FieldChecklist } from '@common/schemas/field';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnectivity } from '../../app/layout/use-connectivity';
import { Button } from '../../components/ui/Button';
import { errorMessage } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { useCurrentLanguage } from '../language/current-language';
import { monthNames } from './checklist-format';
import { DEFAULT_PLACE_CHOICE, type PlaceChoice, PlacePicker, resolvePlace } from './PlacePicker';
import { SpeciesChecklist } from './SpeciesChecklist';
import { useFieldSettings } from './settings';
import { downloadSeasonChecklist, savedChecklistNear } from './species-checklist';
import { longLength } from './units';
import type { Fix } from './use-position';

type Shown = { checklist: FieldChecklist; source: 'downloaded' | 'kept' };

export function ChecklistPanel({ fix, onLocate }: { fix: Fix | null; onLocate?: () => void }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { units } = useFieldSettings();
  const { online } = useConnectivity();
  const [choice, setChoice] = useState<PlaceChoice>(DEFAULT_PLACE_CHOICE);
  const [shown, setShown] = useState<Shown | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const place = resolvePlace(choice, fix);
  // Rounded so a moving GPS fix does not look the kept copy up again every second.
  const lookupKey = place.ok ? `${place.lat.toFixed(2)},${place.lng.toFixed(2)}` : null;

  useEffect(() => {
    if (!lookupKey) return;
    let cancelled = false;
    const [lat, lng] = lookupKey.split(',').map(Number) as [number, number];
    savedChecklistNear(lat, lng).then(
      (kept) => {
        if (cancelled) return;
        setShown(kept ? { checklist: kept, source: 'kept' } : null);
      },
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, [lookupKey]);

  async function download() {
    if (!place.ok) return;
    setBusy(true);
    setProblem(null);
    try {
      const checklist = await downloadSeasonChecklist({
        lat: place.lat,
        lng: place.lng,
        radiusKm: place.radiusKm,
      });
      setShown({ checklist, source: 'downloaded' });
    } catch (error) {
      setProblem(errorMessage(error, t('fieldCommon.checklist.downloadFailed')));
      const kept = await savedChecklistNear(place.lat, place.lng).catch(() => null);
      setShown(kept ? { checklist: kept, source: 'kept' } : null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      <PlacePicker value={choice} onChange={setChoice} fix={fix} onLocate={onLocate} />
      <Button
        type="button"
        size="lg"
        className="min-h-12 w-full"
        disabled={!place.ok || busy || !online}
        onClick={download}
      >
        {busy ? t('fieldCommon.checklist.downloading') : t('fieldCommon.checklist.download')}
      </Button>
      {!online ? <p className="text-stone-700">{t('fieldCommon.checklist.offlineNote')}</p> : null}
      {problem ? (
        <p role="alert" className="text-red-700">
          {problem}
        </p>
      ) : null}
      {shown ? (
        <div className="space-y-3">
          <p className="text-sm text-stone-700">
            {t(shown.source === 'kept' ? 'fieldCommon.checklist.keptCopy' : 'fieldCommon.checklist.fresh', {
              radius: longLength(shown.checklist.radiusKm, units, language),
              months: monthNames(shown.checklist.months, language),
              date: formatDate(shown.checklist.generatedAt, language, {
                dateStyle: 'medium',
                timeStyle: 'short',
              }),
            })}
          </p>
          <SpeciesChecklist checklist={shown.checklist} />
        </div>
      ) : place.ok ? (
        <p className="text-stone-700">{t('fieldCommon.checklist.noneKept')}</p>
      ) : null}
    </div>
  );
}
