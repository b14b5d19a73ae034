// The confirmation before cancelling Premium: what happens (Premium stays until the paid period's end, then
// Free Explorer; nothing more is charged), 'Keep Premium' or 'Cancel subscription'.
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/Dialog';

export function CancelSubscriptionDialog({
  open,
  onOpenChange,
  endsOn,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The formatted end of the paid period, when known. */
  endsOn: string | null;
  pending: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{t('billing.subscription.cancelDialog.title')}</DialogTitle>
          <DialogDescription>
            {endsOn
              ? t('billing.subscription.cancelDialog.body', { date: endsOn })
              : t('billing.subscription.cancelDialog.bodyNoDate')}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {t('billing.subscription.cancelDialog.keep')}
            </Button>
          </DialogClose>
          <Button type="button" variant="destructive" disabled={pending} onClick={onConfirm}>
            {t('billing.subscription.cancelDialog.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
