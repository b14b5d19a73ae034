import SectionPage from '../section/SectionPage';

export default function AdminLoginPage() {
  return <SectionPage routeId="adminLogin" />;
}
