// Deleting a portfolio collection, after a confirmation; the sightings themselves are not touched.
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { useDeleteCollection } from './use-portfolio';

export function DeleteCollectionButton({ collectionId, title }: { collectionId: number; title: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const remove = useDeleteCollection();

  const onConfirm = () =>
    remove.mutate(collectionId, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: t('portfolio.collections.deleted', { title }), variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: t('common.error'),
          description: errorMessage(error, t('portfolio.collections.deleteFailed')),
          variant: 'destructive',
        }),
    });

  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="text-red-700"
        onClick={() => setOpen(true)}
        aria-label={t('portfolio.collections.deleteNamed', { title })}
      >
        <Trash2 aria-hidden />
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('portfolio.collections.deleteTitle')}
        description={t('portfolio.collections.deleteConfirm', { title })}
        confirmLabel={t('portfolio.collections.delete')}
        pending={remove.isPending}
        onConfirm={onConfirm}
      />
    </>
  );
}
