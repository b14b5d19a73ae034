// The dialog after registration (spec section 2): two first steps, the free-months note, and / after closing.

import { TIMINGS } from '@common/constants/limits';
import { Compass, Upload } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/Dialog';

export function WelcomeDialog({
  username,
  open,
  onOpenChange,
}: {
  username: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );

  // The two action links navigate on their own; this runs only for close button, Escape or outside click.
  // The short delay lets the closing animation start before the page changes under it.
  const handleOpenChange = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      closeTimer.current = setTimeout(() => navigate('/'), TIMINGS.welcomeDialogCloseDelayMs);
    }
  };

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="text-2xl">{t('welcome.title', { username })}</DialogTitle>
          <DialogDescription>{t('welcome.description')}</DialogDescription>
        </DialogHeader>
        <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">{t('welcome.freeMonths')}</p>
        <DialogFooter className="sm:justify-center">
          <Button asChild>
            <Link to="/upload">
              <Upload aria-hidden />
              {t('welcome.upload')}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/explore">
              <Compass aria-hidden />
              {t('welcome.explore')}
            </Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
