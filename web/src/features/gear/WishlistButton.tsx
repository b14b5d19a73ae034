// Adds a product to the member's wishlist (or says it is there, with a link to the list); visitors are asked to
// sign in.
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { useCurrentUser } from '../auth/use-current-user';
import { useAddToWishlist } from './use-gear';

export function WishlistButton({ productId, onList }: { productId: number; onList: boolean }) {
  const { t } = useTranslation();
  const { isAuthenticated } = useCurrentUser();
  const add = useAddToWishlist();
  if (!isAuthenticated)
    return (
      <Link to="/login" className="text-sm font-semibold text-brand-800 underline">
        {t('gear.signInToWish')}
      </Link>
    );
  if (onList)
    return (
      <Link
        to="/shop/wishlist"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800"
      >
        <Heart className="size-4 fill-current" aria-hidden />
        {t('gear.onWishlist')}
      </Link>
    );
  return (
    <Button
      variant="outline"
      disabled={add.isPending}
      onClick={() =>
        add.mutate(
          { productId },
          {
            onError: (error) =>
              toast({ title: errorMessage(error, t('gear.saveFailed')), variant: 'destructive' }),
          },
        )
      }
    >
      <Heart className="size-4" aria-hidden />
      {t('gear.addToWishlist')}
    </Button>
  );
}
