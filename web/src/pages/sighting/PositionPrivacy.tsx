// The sighting page's word on its position: to its author, their geoprivacy choice, changeable here (what others
// then see is the server's answer); to everyone else, why the position is inside a cell or not given at all.
import type { Geoprivacy, SightingDetail } from '@common/schemas/sightings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { toast } from '../../components/ui/use-toast';
import { GeoprivacyField } from '../../features/sightings/GeoprivacyField';
import { sightingKeys } from '../../features/sightings/keys';
import { apiRequest } from '../../lib/api';

export function PositionPrivacy({ sighting, isAuthor }: { sighting: SightingDetail; isAuthor: boolean }) {
  const { t } = useTranslation();
  if (isAuthor) return <OwnPositionPrivacy sighting={sighting} />;
  if (sighting.positionPrecision === 'exact') return null;
  return (
    <p className="flex items-start gap-2 rounded-xl border border-stone-200 bg-white p-4 text-sm text-stone-700">
      <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden />
      {sighting.positionPrecision === 'obscured' ? t('geoprivacy.obscuredNote') : t('geoprivacy.privateNote')}
    </p>
  );
}

function OwnPositionPrivacy({ sighting }: { sighting: SightingDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState<Geoprivacy>(sighting.geoprivacy);
  const save = useMutation({
    mutationFn: () => apiRequest('PATCH', `/api/sightings/${sighting.id}`, { geoprivacy: choice }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: sightingKeys.all });
      toast({ title: t('geoprivacy.saved') });
    },
    onError: (error) =>
      toast({ title: t('common.errorOccurred'), description: error.message, variant: 'destructive' }),
  });
  return (
    <section
      className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4"
      aria-labelledby="own-geoprivacy"
    >
      <h2 id="own-geoprivacy" className="text-lg font-semibold">
        {t('geoprivacy.title')}
      </h2>
      <GeoprivacyField
        name={`geoprivacy-${sighting.id}`}
        value={choice}
        onChange={setChoice}
        disabled={save.isPending}
      />
      <Button
        className="justify-self-start"
        disabled={choice === sighting.geoprivacy || save.isPending}
        onClick={() => save.mutate()}
      >
        {t('geoprivacy.save')}
      </Button>
    </section>
  );
}
