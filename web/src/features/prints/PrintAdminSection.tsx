// The print shop in /product-management (administrators with manageProducts): the print options (add, change
// price adjustment, turn on or off) and the orders with a status filter, each movable along its steps with
// tracking, its print file downloadable, and refundable. The server enforces every rule; this only asks.
import {
  PRINT_FINISHES,
  PRINT_MATERIALS,
  PRINT_ORDER_STATUSES,
  PRINT_ORDER_TRANSITIONS,
  type PrintOrder,
  type PrintOrderStatus,
} from '@common/schemas/prints';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';
import { errorMessage } from '../../lib/api';
import { useCurrentLanguage } from '../language/current-language';
import { optionLabel, printPrice } from './print-text';
import { StatusTimeline } from './StatusTimeline';
import {
  downloadPrintFile,
  useAdminPrintOptions,
  useAdminPrintOrders,
  useAdminPrintWrite,
} from './use-prints';

function OrderRow({ order }: { order: PrintOrder }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const write = useAdminPrintWrite();
  const [tracking, setTracking] = useState({ number: '', url: '' });
  const [error, setError] = useState<string | null>(null);
  const next = PRINT_ORDER_TRANSITIONS[order.orderStatus].filter((s) => s !== 'refunded');
  const a = order.shippingAddress;
  const move = (status: PrintOrderStatus) =>
    write.mutate(
      {
        method: 'POST',
        url: `/api/admin/print-orders/${order.id}/status`,
        body: {
          status,
          ...(status === 'shipped' ? { trackingNumber: tracking.number, trackingUrl: tracking.url } : {}),
        },
      },
      { onError: (e) => setError(errorMessage(e, t('prints.saveFailed'))) },
    );
  return (
    <li className="grid min-w-0 gap-2 rounded-lg border border-stone-200 bg-white p-3">
      <p className="break-words font-semibold">
        #{order.id} · {order.productTitle} · {optionLabel(t, order.option)} × {order.quantity} ·{' '}
        {printPrice(order.totalPrice, order.currency, language)}
        {order.buyer ? ` · ${order.buyer.username}` : ''}
      </p>
      <p className="break-words text-sm text-stone-600">
        {[a.name, a.line1, a.line2, a.city, a.postcode, a.region, a.country].filter(Boolean).join(', ')}
      </p>
      <StatusTimeline order={order} />
      <div className="flex min-w-0 flex-wrap items-end gap-2">
        {next.includes('shipped') ? (
          <>
            <Input
              aria-label={t('prints.tracking')}
              placeholder={t('prints.tracking')}
              className="max-w-48"
              value={tracking.number}
              onChange={(e) => setTracking({ ...tracking, number: e.target.value })}
            />
            <Input
              aria-label={t('prints.trackingUrl')}
              placeholder="https://"
              className="max-w-64"
              value={tracking.url}
              onChange={(e) => setTracking({ ...tracking, url: e.target.value })}
            />
          </>
        ) : null}
        {next.map((s) => (
          <Button
            key={s}
            size="sm"
            variant={s === 'cancelled' ? 'destructive' : 'default'}
            onClick={() => move(s)}
          >
            {t(`prints.status.${s}`)}
          </Button>
        ))}
        {order.orderStatus !== 'pending' && order.orderStatus !== 'cancelled' ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              downloadPrintFile(order.id).catch((e: unknown) =>
                setError(errorMessage(e, t('prints.saveFailed'))),
              )
            }
          >
            {t('prints.downloadFile')}
          </Button>
        ) : null}
        {PRINT_ORDER_TRANSITIONS[order.orderStatus].includes('refunded') ? (
          <Button
            size="sm"
            variant="destructive"
            onClick={() =>
              write.mutate(
                {
                  method: 'POST',
                  url: `/api/admin/print-orders/${order.id}/refund`,
                  body: { reason: 'Refunded by an administrator' },
                },
                { onError: (e) => setError(errorMessage(e, t('prints.saveFailed'))) },
              )
            }
          >
            {t('prints.refund')}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </li>
  );
}

function OptionsPanel() {
  const { t } = useTranslation();
  const options = useAdminPrintOptions();
  const write = useAdminPrintWrite();
  const [form, setForm] = useState({
    size: '',
    widthMm: '',
    heightMm: '',
    material: PRINT_MATERIALS[0] as string,
    finishType: PRINT_FINISHES[0] as string,
    price: '0',
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    write.mutate({
      method: 'POST',
      url: '/api/admin/print-options',
      body: {
        size: form.size,
        widthMm: Number(form.widthMm),
        heightMm: Number(form.heightMm),
        material: form.material,
        finishType: form.finishType,
        priceAdjustment: Math.round(Number(form.price) * 100),
      },
    });
  }
  return (
    <section className="grid min-w-0 gap-3">
      <h3 className="text-lg font-semibold">{t('prints.optionsTitle')}</h3>
      <div className="relative overflow-x-auto">
        <table className="w-full text-sm">
          <tbody>
            {(options.data ?? []).map((o) => (
              <tr key={o.id} className="border-t border-stone-200">
                <td className="p-2">{optionLabel(t, o)}</td>
                <td className="p-2">
                  {o.widthMm}×{o.heightMm} mm
                </td>
                <td className="p-2 text-end">+{printPrice(o.priceAdjustment, 'USD', 'en')}</td>
                <td className="p-2">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() =>
                      write.mutate({
                        method: 'PUT',
                        url: `/api/admin/print-options/${o.id}`,
                        body: { isActive: !o.isActive },
                      })
                    }
                  >
                    {o.isActive ? t('prints.active') : t('prints.inactive')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <form onSubmit={submit} className="flex min-w-0 flex-wrap items-end gap-2">
        {(['size', 'widthMm', 'heightMm', 'price'] as const).map((f) => (
          <div key={f} className="grid gap-1">
            <Label htmlFor={`print-opt-${f}`}>{t(`prints.optionField.${f}`)}</Label>
            <Input
              id={`print-opt-${f}`}
              className="w-28"
              required
              value={form[f]}
              onChange={(e) => setForm({ ...form, [f]: e.target.value })}
            />
          </div>
        ))}
        <NativeSelect
          aria-label={t('prints.optionField.material')}
          value={form.material}
          onChange={(e) => setForm({ ...form, material: e.target.value })}
        >
          {PRINT_MATERIALS.map((m) => (
            <option key={m} value={m}>
              {t(`prints.material.${m}`)}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label={t('prints.optionField.finish')}
          value={form.finishType}
          onChange={(e) => setForm({ ...form, finishType: e.target.value })}
        >
          {PRINT_FINISHES.map((m) => (
            <option key={m} value={m}>
              {t(`prints.finish.${m}`)}
            </option>
          ))}
        </NativeSelect>
        <Button type="submit" disabled={write.isPending}>
          {t('prints.addOption')}
        </Button>
      </form>
      {write.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(write.error, t('prints.saveFailed'))}
        </p>
      ) : null}
    </section>
  );
}

export function PrintAdminSection() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<PrintOrderStatus | ''>('paid');
  const orders = useAdminPrintOrders(status);
  return (
    <div className="grid min-w-0 gap-6">
      <h2 className="text-xl font-bold">{t('prints.adminTitle')}</h2>
      <section className="grid min-w-0 gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-semibold">{t('prints.ordersTitle')}</h3>
          <NativeSelect
            aria-label={t('prints.statusLabel')}
            value={status}
            onChange={(e) => setStatus(e.target.value as PrintOrderStatus | '')}
          >
            <option value="">{t('prints.allStatuses')}</option>
            {PRINT_ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`prints.status.${s}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        {orders.isError ? (
          <p role="alert">{errorMessage(orders.error, t('prints.loadFailed'))}</p>
        ) : orders.data?.length ? (
          <ul className="grid gap-3">
            {orders.data.map((o) => (
              <OrderRow key={o.id} order={o} />
            ))}
          </ul>
        ) : (
          <p className="text-stone-600">{t('prints.noOrders')}</p>
        )}
      </section>
      <OptionsPanel />
    </div>
  );
}
