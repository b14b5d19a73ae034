// Refunding a payment from /admin/subscribers: all that remains of it or a part (an amount in the payment's
// currency), with a reason, through the provider (POST /api/admin/payments/:id/refund). The server's refusal
// (too large, not refundable, no permission) is shown as it words it.
import type { AdminPayment } from '@common/schemas/payments';
import { useId, useState } from 'react';
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
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { formatMoney } from '../plans/money';
import { minorToInput, parseMinor } from './amount';
import { type RefundReason, useRefundPayment } from './use-subscribers-admin';

const REASONS: RefundReason[] = [
  'requested_by_customer',
  'duplicate',
  'fraudulent',
  'contest_cancelled',
  'other',
];

export function RefundDialog({
  payment,
  language,
  onClose,
}: {
  payment: AdminPayment;
  language: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const refund = useRefundPayment();
  const remaining = payment.amountMinor - payment.refundedMinor;
  const [kind, setKind] = useState<'full' | 'partial'>('full');
  const [amount, setAmount] = useState(minorToInput(remaining, payment.currency));
  const [reason, setReason] = useState<RefundReason>('requested_by_customer');
  const [notes, setNotes] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: payment.currency }, language);

  const submit = () => {
    let amountMinor: number | undefined;
    if (kind === 'partial') {
      const parsed = parseMinor(amount, payment.currency);
      if (parsed === null) {
        setInvalid(t('subscribersAdmin.refund.invalidAmount', { currency: payment.currency }));
        return;
      }
      amountMinor = parsed;
    }
    setInvalid(null);
    refund.mutate(
      {
        paymentId: payment.id,
        reason,
        ...(amountMinor !== undefined ? { amountMinor } : {}),
        ...(notes.trim() ? { adminNotes: notes.trim() } : {}),
      },
      {
        onSuccess: () => {
          toast({ title: t('subscribersAdmin.refund.done') });
          onClose();
        },
      },
    );
  };

  const serverError = refund.isError ? errorMessage(refund.error, t('subscribersAdmin.refund.failed')) : null;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('subscribersAdmin.refund.title', { id: payment.id })}</DialogTitle>
          <DialogDescription>
            {t('subscribersAdmin.refund.description', {
              member: payment.username,
              paid: money(payment.amountMinor),
              remaining: money(remaining),
            })}
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-stone-900">
              {t('subscribersAdmin.refund.kind')}
            </legend>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-kind`}
                checked={kind === 'full'}
                onChange={() => setKind('full')}
              />
              {t('subscribersAdmin.refund.full', { amount: money(remaining) })}
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-kind`}
                checked={kind === 'partial'}
                onChange={() => setKind('partial')}
              />
              {t('subscribersAdmin.refund.partial')}
            </label>
          </fieldset>
          {kind === 'partial' && (
            <div className="grid gap-1">
              <Label htmlFor={`${id}-amount`}>
                {t('subscribersAdmin.refund.amount', { currency: payment.currency })}
              </Label>
              <Input
                id={`${id}-amount`}
                inputMode="decimal"
                value={amount}
                aria-invalid={invalid ? true : undefined}
                aria-describedby={invalid ? `${id}-amount-error` : undefined}
                onChange={(e) => setAmount(e.target.value)}
              />
              {invalid && (
                <p id={`${id}-amount-error`} className="text-sm text-red-700">
                  {invalid}
                </p>
              )}
            </div>
          )}
          <div className="grid gap-1">
            <Label htmlFor={`${id}-reason`}>{t('subscribersAdmin.refund.reason')}</Label>
            <NativeSelect
              id={`${id}-reason`}
              value={reason}
              onChange={(e) => setReason(e.target.value as RefundReason)}
            >
              {REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(`subscribersAdmin.refund.reasons.${r}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-notes`}>{t('subscribersAdmin.refund.notes')}</Label>
            <Input
              id={`${id}-notes`}
              maxLength={1000}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
            />
          </div>
          {serverError && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              {serverError}
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('common.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={refund.isPending}>
              {t('subscribersAdmin.refund.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
