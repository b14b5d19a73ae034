// What the rest of the app uses of the real-time rare-species alerts. The header's button
// (LiveAlertsButton.tsx) is imported lazily by its own path, so it is not re-exported here.
export type { AlertId, AlertRarity, LiveAlert, RareSpeciesAlert } from './alert';
export {
  type RealtimeAlerts,
  RealtimeAlertsProvider,
  useOptionalRealtimeAlerts,
  useRealtimeAlerts,
} from './context';
