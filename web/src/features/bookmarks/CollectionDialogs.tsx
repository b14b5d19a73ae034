// Renaming and deleting a bookmark collection, each in a dialog; 'Saved' is never offered either.
import { collectionNameSchema } from '@common/schemas/social';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/Dialog';
import { FieldError } from '../../components/ui/FieldError';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { serverFieldErrors } from '../auth/form-errors';
import { useDeleteCollection, useRenameCollection } from './use-bookmarks';

export function RenameCollectionDialog({
  name,
  open,
  onOpenChange,
  onRenamed,
}: {
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRenamed: (newName: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const rename = useRenameCollection();
  const [value, setValue] = useState(name);
  const [errors, setErrors] = useState<string[]>([]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = collectionNameSchema.safeParse(value);
    if (!parsed.success) {
      setErrors(parsed.error.issues.map((issue) => issue.message));
      return;
    }
    if (parsed.data === name) {
      onOpenChange(false);
      return;
    }
    rename.mutate(
      { from: name, to: parsed.data },
      {
        onSuccess: () => {
          toast({ title: t('bookmarks.renamed'), variant: 'success' });
          onRenamed(parsed.data);
          onOpenChange(false);
        },
        onError: (error) => {
          const fields = serverFieldErrors(error).name;
          setErrors(fields?.length ? fields : [errorMessage(error, t('bookmarks.renameFailed'))]);
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setValue(name);
          setErrors([]);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{t('bookmarks.renameTitle')}</DialogTitle>
            <DialogDescription>{t('bookmarks.renameDescription', { name })}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-name`}>{t('bookmarks.collectionName')}</Label>
            <Input
              id={`${id}-name`}
              value={value}
              maxLength={60}
              onChange={(event) => setValue(event.target.value)}
              aria-invalid={errors.length > 0}
              aria-describedby={errors.length > 0 ? `${id}-error` : undefined}
            />
            <FieldError id={`${id}-error`} messages={errors} />
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('common.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={rename.isPending}>
              {t('bookmarks.rename')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function DeleteCollectionDialog({
  name,
  count,
  open,
  onOpenChange,
  onDeleted,
}: {
  name: string;
  count: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteCollection();
  const onConfirm = () =>
    remove.mutate(name, {
      onSuccess: () => {
        toast({ title: t('bookmarks.deleted', { name }), variant: 'success' });
        onDeleted();
        onOpenChange(false);
      },
      onError: (error) =>
        toast({
          title: t('common.error'),
          description: errorMessage(error, t('bookmarks.deleteFailed')),
          variant: 'destructive',
        }),
    });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('bookmarks.deleteTitle')}
      description={t('bookmarks.deleteConfirm', { name, count })}
      confirmLabel={t('bookmarks.deleteCollection')}
      pending={remove.isPending}
      onConfirm={onConfirm}
    />
  );
}
