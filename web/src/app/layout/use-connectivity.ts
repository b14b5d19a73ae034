// Online/offline state from the browser's events, plus the 3 s 'Back online' notice after reconnecting.
import { TIMINGS } from '@common/constants/limits';
import { useEffect, useState } from 'react';

export interface Connectivity {
  online: boolean;
  /** True for TIMINGS.backOnlineNoticeMs after the connection returns. */
  justReconnected: boolean;
  /** How many times the connection came back while this page was open (the queue's report follows each). */
  reconnects: number;
}

export function useConnectivity(): Connectivity {
  const [state, setState] = useState<Connectivity>(() => ({
    online: typeof navigator === 'undefined' ? true : navigator.onLine,
    justReconnected: false,
    reconnects: 0,
  }));

  useEffect(() => {
    let noticeTimer: ReturnType<typeof setTimeout> | undefined;
    const onOffline = () => {
      clearTimeout(noticeTimer);
      setState((s) => ({ online: false, justReconnected: false, reconnects: s.reconnects }));
    };
    const onOnline = () => {
      clearTimeout(noticeTimer);
      setState((s) => ({ online: true, justReconnected: true, reconnects: s.reconnects + 1 }));
      noticeTimer = setTimeout(
        () => setState((s) => ({ ...s, online: true, justReconnected: false })),
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
