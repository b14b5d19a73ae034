import SectionPage from '../section/SectionPage';

export default function RegisterPage() {
  return <SectionPage routeId="register" />;
}
