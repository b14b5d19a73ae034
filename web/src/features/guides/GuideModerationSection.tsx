// Guide moderation for /product-management (administrators with manageProducts; the server enforces it): every
// guide with its status, filtered by status, and hide / show again with a reason. Titles are member text.
import { type AdminGuideList, GUIDE_STATUSES, type GuideStatus } from '@common/schemas/guides';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';
import { apiRequest, errorMessage } from '../../lib/api';
import { adminHeaders } from '../auth/admin-token';
import { guideKeys } from './keys';

export function GuideModerationSection() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [status, setStatus] = useState<GuideStatus | ''>('');
  const list = useQuery({
    queryKey: [...guideKeys.admin, status],
    queryFn: () =>
      apiRequest<AdminGuideList>('GET', `/api/admin/guides${status ? `?status=${status}` : ''}`, undefined, {
        headers: adminHeaders(),
      }),
    select: (a) => a.guides,
  });
  const hide = useMutation({
    mutationFn: (body: { id: number; hidden: boolean; reason?: string }) =>
      apiRequest(
        'PUT',
        `/api/admin/guides/${body.id}/visibility`,
        {
          hidden: body.hidden,
          ...(body.reason ? { reason: body.reason } : {}),
        },
        { headers: adminHeaders() },
      ),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: guideKeys.admin });
      void client.invalidateQueries({ queryKey: guideKeys.all });
    },
  });

  return (
    <section aria-labelledby="guide-moderation" className="grid min-w-0 gap-3">
      <h2 id="guide-moderation" className="text-xl font-semibold text-stone-900">
        {t('guides.moderation.heading')}
      </h2>
      <div className="grid max-w-xs gap-1">
        <Label htmlFor="guide-moderation-status">{t('guides.sales.status')}</Label>
        <NativeSelect
          id="guide-moderation-status"
          value={status}
          onChange={(e) => setStatus(e.target.value as GuideStatus | '')}
        >
          <option value="">{t('guides.any')}</option>
          {GUIDE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`guides.status.${s}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      {list.isError && (
        <p role="alert" className="text-red-700">
          {errorMessage(list.error, t('guides.loadFailed'))}
        </p>
      )}
      {hide.isError && (
        <p role="alert" className="text-red-700">
          {errorMessage(hide.error, t('guides.moderation.failed'))}
        </p>
      )}
      {list.data && list.data.length === 0 && <p className="text-stone-700">{t('guides.none')}</p>}
      <ul className="grid gap-2">
        {list.data?.map((g) => (
          <li
            key={g.id}
            className="flex min-w-0 flex-wrap items-center justify-between gap-2 rounded-xl border border-stone-200 bg-white p-3"
          >
            <div className="grid min-w-0 gap-0.5">
              <Link to={`/location-guides/${g.id}`} className="break-words font-medium underline">
                {g.title}
              </Link>
              <span className="text-xs text-stone-600">
                <bdi>{g.author.username}</bdi> · {t(`guides.status.${g.status}`)}
                {g.hiddenReason ? ` · ${g.hiddenReason}` : ''}
              </span>
            </div>
            {g.status === 'hidden' ? (
              <Button variant="outline" size="sm" onClick={() => hide.mutate({ id: g.id, hidden: false })}>
                {t('guides.moderation.show')}
              </Button>
            ) : (
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  const reason = window.prompt(t('guides.moderation.reason')) ?? undefined;
                  hide.mutate({
                    id: g.id,
                    hidden: true,
                    ...(reason ? { reason: reason.slice(0, 500) } : {}),
                  });
                }}
              >
                {t('guides.moderation.hide')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
