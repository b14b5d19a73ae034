// The free plan's allowance ('3 of 5 free photo uploads left this month') with the way to Premium. Shown to
// free members only; premium members (limit null) see nothing.
import type { UploadAllowance } from '@common/schemas/media';
import { ImageUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { useCurrentUser } from '../auth/use-current-user';
import { useUploadAllowance } from './use-upload-allowance';

export const UPGRADE_PATH = '/upgrade';

export function AllowanceText({ allowance }: { allowance: UploadAllowance }) {
  const { t } = useTranslation();
  if (allowance.limit === null) return null;
  const remaining = Math.max(0, allowance.remaining ?? allowance.limit - allowance.used);
  const used = remaining === 0;
  return (
    <div
      data-testid="upload-allowance"
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border px-4 py-3 text-sm',
        used ? 'border-amber-300 bg-amber-50 text-amber-900' : 'border-stone-200 bg-white text-stone-700',
      )}
    >
      <ImageUp className="size-4 shrink-0" aria-hidden />
      <span>
        {used
          ? t('upload.allowance.none', { limit: allowance.limit })
          : t('upload.allowance.remaining', { remaining, limit: allowance.limit })}
      </span>
      <Link to={UPGRADE_PATH} className="font-medium text-brand-700 underline-offset-4 hover:underline">
        {t('upload.allowance.upgrade')}
      </Link>
    </div>
  );
}

/**
 * `remaining` overrides the server's count while uploads it has not counted yet are still running (the bulk
 * screen counts its own cards).
 */
export function UploadAllowanceNotice({ remaining }: { remaining?: number | null }) {
  const { isPremium } = useCurrentUser();
  const { data } = useUploadAllowance();
  if (isPremium || !data || data.limit === null) return null;
  const shown = remaining === undefined || remaining === null ? data : { ...data, remaining };
  return <AllowanceText allowance={shown} />;
}
