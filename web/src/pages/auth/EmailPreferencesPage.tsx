import SectionPage from '../section/SectionPage';

export default function EmailPreferencesPage() {
  return <SectionPage routeId="emailPreferences" />;
}
