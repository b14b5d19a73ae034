import SectionPage from '../section/SectionPage';

export default function LoginPage() {
  return <SectionPage routeId="login" />;
}
