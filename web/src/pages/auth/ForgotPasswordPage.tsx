import SectionPage from '../section/SectionPage';

export default function ForgotPasswordPage() {
  return <SectionPage routeId="forgotPassword" />;
}
