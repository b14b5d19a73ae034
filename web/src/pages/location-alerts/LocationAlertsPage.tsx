// /location-alerts (members only): "tell me when something is seen near here", the common fields.
import { LocationAlertsView } from '../../features/location-alerts/LocationAlertsView';

export default function LocationAlertsPage() {
  return <LocationAlertsView enhanced={false} />;
}
