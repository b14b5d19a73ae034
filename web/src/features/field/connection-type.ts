// Whether this browser says what kind of line it is on (Network Information API's `type`: Chromium-based
// browsers on Android and ChromeOS; desktop Chrome, Firefox and Safari do not), for the "sync only on Wi-Fi"
// setting, which can only hold the queue where the browser tells.
import { useEffect, useState } from 'react';

interface NetworkInformation extends EventTarget {
  type?: string;
}

function connection(): NetworkInformation | undefined {
  return typeof navigator === 'undefined'
    ? undefined
    : (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

/** The line's type ('wifi', 'cellular', 'ethernet'...), or null when the browser does not report it. */
export function connectionType(): string | null {
  const type = connection()?.type;
  return typeof type === 'string' && type !== 'unknown' ? type : null;
}

export function useConnectionType(): string | null {
  const [type, setType] = useState(connectionType);
  useEffect(() => {
    const info = connection();
    if (!info) return;
    const onChange = () => setType(connectionType());
    info.addEventListener('change', onChange);
    return () => info.removeEventListener('change', onChange);
  }, []);
  return type;
}
