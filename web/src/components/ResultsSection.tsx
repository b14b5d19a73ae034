// A list page's results: a live heading with the count, skeleton cards while the first answer comes, a retry on
// failure, the empty message, else the cards in a responsive grid (locations, migrations, the rare tracker).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/Button';
import { Skeleton } from './ui/Skeleton';

interface ResultsQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export function ResultsSection<T>({
  id,
  heading,
  query,
  items,
  empty,
  skeletonClassName,
  keyOf,
  renderItem,
  footer,
}: {
  id: string;
  heading: string;
  query: ResultsQuery;
  items: T[] | undefined;
  empty: string;
  /** The height of a placeholder card, like the real ones. */
  skeletonClassName: string;
  keyOf: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** Below the cards (a "show more" button). */
  footer?: ReactNode;
}) {
  const { t } = useTranslation();
  let body: ReactNode;
  if (query.isPending)
    body = (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className={`${skeletonClassName} rounded-xl`} />
        ))}
      </div>
    );
  else if (query.isError)
    body = (
      <div className="grid justify-items-start gap-2">
        <p className="text-stone-700">{t('common.errorOccurred')}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    );
  else if (!items || items.length === 0) body = <p className="text-stone-700">{empty}</p>;
  else
    body = (
      <>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={keyOf(item)}>{renderItem(item)}</li>
          ))}
        </ul>
        {footer}
      </>
    );
  return (
    <section aria-labelledby={id} aria-busy={query.isFetching} className="grid gap-4">
      <h2 id={id} className="text-lg font-semibold text-stone-900" aria-live="polite">
        {heading}
      </h2>
      {body}
    </section>
  );
}
