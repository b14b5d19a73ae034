// The header's 'Live alerts' button (members only, beside the notification bell): the unread count of the
// real-time alerts ('9+' above 9) and, on click, the alert list in a popover.
import { Radio } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { unreadBadgeText } from '../notifications/use-unread-count';
import { AlertListPanel } from './AlertListPanel';
import { useOptionalRealtimeAlerts } from './context';

export function LiveAlertsButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const alerts = useOptionalRealtimeAlerts();
  const [open, setOpen] = useState(false);
  // Rendered without the provider (a header shown on its own), there is nothing to list.
  if (!alerts) return null;
  const count = alerts.unreadCount;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={
          count > 0 ? t('realtimeAlerts.list.buttonUnread', { count }) : t('realtimeAlerts.list.button')
        }
        className={cn(
          'relative inline-flex size-10 items-center justify-center rounded-md text-stone-700 hover:bg-stone-100 data-[state=open]:bg-stone-100',
          className,
        )}
      >
        <Radio className={cn('size-5', alerts.connected && 'text-brand-700')} aria-hidden />
        {count > 0 && (
          <span
            data-testid="live-alerts-badge"
            dir="ltr"
            aria-hidden
            className="absolute -top-0.5 end-0 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold leading-none text-white"
          >
            {unreadBadgeText(count)}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          className="z-menu flex max-h-[min(32rem,var(--radix-popover-content-available-height))] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-lg border border-stone-200 bg-white text-stone-900 shadow-lg outline-none"
        >
          <AlertListPanel onNavigate={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
