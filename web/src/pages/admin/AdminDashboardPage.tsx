import SectionPage from '../section/SectionPage';

export default function AdminDashboardPage() {
  return <SectionPage routeId="adminDashboard" />;
}
