// The author's Delete button with the spec's confirmation dialog (spec section 8, "Delete confirmation").
import type { Sighting } from '@common/schemas/sightings';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../components/ui/Button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/Dialog';
import { isolate } from '../../components/ui/member-text';
import { useDeleteSighting } from './use-delete-sighting';

interface DeleteSightingButtonProps {
  sighting: Pick<Sighting, 'id' | 'userId' | 'speciesName'>;
  onDeleted?: () => void;
  size?: ButtonProps['size'];
}

export function DeleteSightingButton({ sighting, onDeleted, size = 'sm' }: DeleteSightingButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const remove = useDeleteSighting(sighting, { onDeleted });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size={size} className="text-red-700 hover:bg-red-50 hover:text-red-800">
          <Trash2 aria-hidden />
          {t('sightings.delete.button')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('sightings.delete.title', { species: isolate(sighting.speciesName) })}</DialogTitle>
          <DialogDescription>{t('sightings.delete.confirm')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={remove.isPending}>
              {t('common.cancel')}
            </Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => remove.mutate(undefined, { onSettled: () => setOpen(false) })}
          >
            {remove.isPending ? t('sightings.delete.deleting') : t('sightings.delete.confirmButton')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
