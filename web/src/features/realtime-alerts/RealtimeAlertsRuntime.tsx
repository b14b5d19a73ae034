// The signed-in member's side of real-time alerts, loaded by RealtimeAlertsProvider once a member is known:
// the /ws connection for as long as this is mounted, and for each new alert the list entry, the popup, the
// sound (when the toggle is on) and the browser notification (when permitted).
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../lib/api';
import { AlertPopupStack } from './AlertPopups';
import { playAlertSound } from './alert-sound';
import { showAlertNotification } from './browser-notification';
import { useRealtimeAlerts } from './context';
import { connectRealtime, realtimeUrl, sessionIdFromCookie } from './socket-client';

export default function RealtimeAlertsRuntime({ userId }: { userId: number }) {
  const alerts = useRealtimeAlerts();
  const navigate = useNavigate();
  const { t } = useTranslation();
  // The socket lives as long as the member is signed in; what it calls reads the latest of these.
  const latest = useRef({ alerts, navigate, t });
  latest.current = { alerts, navigate, t };

  useEffect(() => {
    const client = connectRealtime({
      url: realtimeUrl(window.location),
      userId,
      sessionId: sessionIdFromCookie(document.cookie),
      onConnectionChange: (connected) => latest.current.alerts.setConnected(connected),
      onAlert: (alert) => {
        const { alerts: current, navigate: go, t: translate } = latest.current;
        if (!current.receiveAlert(alert)) return;
        if (current.soundEnabled) playAlertSound();
        showAlertNotification(translate, alert, (path) => {
          current.markRead(alert.id);
          current.dismissPopup(alert.id);
          go(path);
        });
      },
    });
    return () => client.stop();
  }, [userId]);

  return (
    <AlertPopupStack
      alerts={alerts.popups}
      onDismiss={alerts.dismissPopup}
      onView={(alert) => {
        alerts.markRead(alert.id);
        // The alert's statistics count the opened match (its id is the match's key); best effort.
        apiRequest('POST', `/api/alert-matches/${encodeURIComponent(String(alert.id))}/viewed`).catch(
          () => {},
        );
      }}
      sound={{ enabled: alerts.soundEnabled, onChange: alerts.setSoundEnabled }}
    />
  );
}
