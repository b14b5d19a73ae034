// Online/offline state from the browser's events, plus the 3 s 'Back online' notice after reconnecting.
import { TIMINGS } from '@common/constants/limits';
import { useEffect, useState } from 'react';

export interface Connectivity {
  online: boolean;
  /** True for TIMINGS.backOnlineNoticeMs after the connection returns. */
  justReconnected: boolean;
}

export function useConnectivity(): Connectivity {
  const [state, setState] = useState<Connectivity>(() => ({
    online: typeof navigator === 'undefined' ? true : navigator.onLine,
    justReconnected: false,
  }));

  useEffect(() => {
    let noticeTimer: ReturnType<typeof setTimeout> | undefined;
    const onOffline = () => {
      clearTimeout(noticeTimer);
      setState({ online: false, justReconnected: false });
    };
    const onOnline = () => {
      clearTimeout(noticeTimer);
      setState({ online: true, justReconnected: true });
      noticeTimer = setTimeout(
        () => setState({ online: true, justReconnected: false }),
        TIMINGS.backOnlineNoticeMs,
      );
    };
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      clearTimeout(noticeTimer);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, []);

  return state;
}
