// /enhanced-location-alerts (members only): the same alerts with trips, smart filtering, time of day, weather,
// seasons, every statistics counter and the recent matches.
import { LocationAlertsView } from '../../features/location-alerts/LocationAlertsView';

export default function EnhancedLocationAlertsPage() {
  return <LocationAlertsView enhanced />;
}
