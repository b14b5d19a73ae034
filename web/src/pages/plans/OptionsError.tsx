// The payment pages' answer when the prices could not be loaded: the server's message and a way to ask again.
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { errorMessage } from '../../lib/api';

export function OptionsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto grid max-w-xl justify-items-center gap-3 px-4 py-20 text-center">
      <p role="alert" className="text-stone-700">
        {errorMessage(error, t('common.errorOccurred'))}
      </p>
      <Button variant="outline" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}
