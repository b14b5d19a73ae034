// Ordering a print: the option (sizes the photo is too small for are offered disabled, as the server would refuse
// them, and a photo too small for all of them is said so), the quantity, the shipping address, the total the
// server will charge, then the checkout.
import { PRINT_RULES, type PrintProduct } from '@common/schemas/prints';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';
import { errorMessage } from '../../lib/api';
import { useCurrentUser } from '../auth/use-current-user';
import { useCurrentLanguage } from '../language/current-language';
import { useFollowRedirect } from '../plans/follow-redirect';
import { SignInPrompt } from '../plans/SignInPrompt';
import { optionLabel, printable, printPrice } from './print-text';
import { useOrderPrint, usePrintOptions } from './use-prints';

const FIELDS = ['name', 'line1', 'line2', 'city', 'postcode', 'region', 'country'] as const;
type Field = (typeof FIELDS)[number];

export function OrderForm({ product }: { product: PrintProduct }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { isAuthenticated } = useCurrentUser();
  const options = usePrintOptions();
  const order = useOrderPrint();
  const follow = useFollowRedirect();
  const [optionId, setOptionId] = useState<number | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [address, setAddress] = useState<Record<Field, string>>({
    name: '',
    line1: '',
    line2: '',
    city: '',
    postcode: '',
    region: '',
    country: '',
  });
  if (!isAuthenticated) return <SignInPrompt message={t('prints.signInToOrder')} />;
  const list = options.data ?? [];
  const usable = list.filter((o) => printable(o, product.originalWidth, product.originalHeight));
  const chosen = list.find((o) => o.id === optionId) ?? usable[0];
  const total = chosen ? (product.basePrice + chosen.priceAdjustment) * quantity : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) return;
    order.mutate(
      {
        productId: product.id,
        optionId: chosen.id,
        quantity,
        shippingAddress: {
          name: address.name,
          line1: address.line1,
          ...(address.line2 ? { line2: address.line2 } : {}),
          city: address.city,
          postcode: address.postcode,
          ...(address.region ? { region: address.region } : {}),
          country: address.country,
        },
      },
      { onSuccess: (started) => follow(started.checkout.redirectUrl) },
    );
  }

  return (
    <form onSubmit={submit} className="grid min-w-0 gap-3">
      <div className="grid gap-1">
        <Label htmlFor="print-option">{t('prints.option')}</Label>
        <NativeSelect
          id="print-option"
          value={chosen?.id ?? ''}
          onChange={(e) => setOptionId(Number(e.target.value))}
        >
          {list.map((o) => {
            const ok = printable(o, product.originalWidth, product.originalHeight);
            return (
              <option key={o.id} value={o.id} disabled={!ok}>
                {optionLabel(t, o)} —{' '}
                {printPrice(product.basePrice + o.priceAdjustment, product.currency, language)}
                {ok ? '' : ` (${t('prints.tooSmall')})`}
              </option>
            );
          })}
        </NativeSelect>
        {options.isSuccess && list.length > 0 && usable.length === 0 && (
          <p id="print-option-none" className="text-sm text-amber-800">
            {t('prints.noPrintableSize')}
          </p>
        )}
      </div>
      <div className="grid gap-1">
        <Label htmlFor="print-quantity">{t('prints.quantity')}</Label>
        <Input
          id="print-quantity"
          type="number"
          min={1}
          max={PRINT_RULES.maxQuantity}
          value={quantity}
          onChange={(e) =>
            setQuantity(
              Math.min(PRINT_RULES.maxQuantity, Math.max(1, Math.trunc(Number(e.target.value) || 1))),
            )
          }
        />
      </div>
      <fieldset className="grid min-w-0 gap-2 sm:grid-cols-2">
        <legend className="mb-1 font-medium">{t('prints.shippingAddress')}</legend>
        {FIELDS.map((field) => (
          <div key={field} className="grid min-w-0 gap-1">
            <Label htmlFor={`print-address-${field}`}>{t(`prints.address.${field}`)}</Label>
            <Input
              id={`print-address-${field}`}
              value={address[field]}
              required={field !== 'line2' && field !== 'region'}
              maxLength={field === 'country' ? 2 : 200}
              autoComplete={
                {
                  name: 'name',
                  line1: 'address-line1',
                  line2: 'address-line2',
                  city: 'address-level2',
                  postcode: 'postal-code',
                  region: 'address-level1',
                  country: 'country',
                }[field]
              }
              onChange={(e) => setAddress({ ...address, [field]: e.target.value })}
            />
          </div>
        ))}
      </fieldset>
      <p className="text-sm text-stone-600">{t('prints.noShippingCharge')}</p>
      {total !== null ? (
        <p className="text-lg font-semibold" data-testid="print-total">
          {t('prints.total')}: {printPrice(total, product.currency, language)}
        </p>
      ) : null}
      {order.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(order.error, t('prints.orderFailed'))}
        </p>
      ) : null}
      <Button type="submit" disabled={!chosen || order.isPending}>
        {t('prints.pay')}
      </Button>
    </form>
  );
}
