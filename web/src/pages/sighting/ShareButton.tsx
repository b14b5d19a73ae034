// Share: the system share sheet where the browser has one (phones), otherwise the link is copied with a toast.
import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { toast } from '../../components/ui/use-toast';

export function ShareButton({ title, path }: { title: string; path: string }) {
  const { t } = useTranslation();
  const share = async () => {
    const url = new URL(path, window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('sightingPage.linkCopied'), description: url, variant: 'success' });
    } catch {
      toast({ title: t('sightingPage.copyFailed'), description: url });
    }
  };
  return (
    <Button variant="ghost" size="sm" onClick={() => void share()}>
      <Share2 aria-hidden />
      {t('sightingPage.share')}
    </Button>
  );
}
