// The hand-off from /identify to /upload when the identifier could not name a photo: the photo travels in the
// navigation state (a File survives history's structured clone), the upload form starts with it, and once the
// sighting is published the community (and its experts) are asked to name it.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { requestCommunityIdentification } from './api';

export interface AskCommunityState {
  identifyPhoto: File;
  askCommunity: true;
}

function isAskCommunityState(state: unknown): state is AskCommunityState {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Partial<AskCommunityState>).askCommunity === true &&
    (state as Partial<AskCommunityState>).identifyPhoto instanceof File
  );
}

/** Calls `onPhoto` once with the photo handed over from /identify; answers what to do after publishing. */
export function useAskCommunityHandoff(onPhoto: (photo: File) => void) {
  const { t } = useTranslation();
  const location = useLocation();
  const handoff = isAskCommunityState(location.state) ? location.state : null;
  const taken = useRef(false);
  const onPhotoRef = useRef(onPhoto);
  onPhotoRef.current = onPhoto;
  useEffect(() => {
    if (!handoff || taken.current) return;
    taken.current = true;
    onPhotoRef.current(handoff.identifyPhoto);
  }, [handoff]);

  return {
    asking: handoff !== null,
    /** After the sighting is published: the identification request (its failure does not undo the sighting). */
    afterPublish(sightingId: number) {
      if (!handoff) return;
      requestCommunityIdentification(sightingId).then(
        () => toast({ title: t('identify.ask.sent') }),
        (error: unknown) =>
          toast({
            variant: 'destructive',
            title: t('identify.ask.failed'),
            description: errorMessage(error, t('common.tryAgain')),
          }),
      );
    },
  };
}
