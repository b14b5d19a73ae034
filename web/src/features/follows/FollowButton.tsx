// Follow / Unfollow for one member: optimistic, hidden on your own profile, and for visitors a
// 'Sign In Required' toast and the way to /login that comes back here.
import { UserCheck, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button';
import { toast } from '../../components/ui/use-toast';
import { useCurrentUser } from '../auth/use-current-user';
import { useFollow } from './use-follow';

export function FollowButton({
  userId,
  username,
  followedByMe,
  size = 'default',
}: {
  userId: number;
  username: string;
  followedByMe: boolean;
  size?: 'default' | 'sm';
}) {
  const { t } = useTranslation();
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const follow = useFollow(userId);

  if (user && user.id === userId) return null;

  // While the request runs the button shows what was asked, whatever list or page the data came from.
  const following = follow.isPending && follow.variables !== undefined ? follow.variables : followedByMe;

  const onClick = () => {
    if (!user) {
      toast({
        title: t('follows.signInRequired.title'),
        description: t('follows.signInRequired.description'),
      });
      const returnUrl = encodeURIComponent(`${location.pathname}${location.search}`);
      navigate(`/login?returnUrl=${returnUrl}`);
      return;
    }
    follow.mutate(!following);
  };

  return (
    <Button
      type="button"
      size={size}
      variant={following ? 'outline' : 'default'}
      disabled={isLoading || follow.isPending}
      onClick={onClick}
      aria-label={t(following ? 'follows.unfollowName' : 'follows.followName', { name: username })}
    >
      {following ? <UserCheck aria-hidden /> : <UserPlus aria-hidden />}
      {following ? t('follows.unfollow') : t('follows.follow')}
    </Button>
  );
}
