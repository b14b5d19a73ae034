// The visible note that the photo's own data filled in the date, time or place, with its 'Undo'.
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';

export function ExifPrefillNote({ onUndo }: { onUndo: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900"
    >
      <Sparkles className="size-4 shrink-0" aria-hidden />
      <span>{t('upload.exif.filled')}</span>
      <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={onUndo}>
        {t('upload.exif.undo')}
      </Button>
    </div>
  );
}
