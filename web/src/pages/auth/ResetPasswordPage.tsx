import SectionPage from '../section/SectionPage';

export default function ResetPasswordPage() {
  return <SectionPage routeId="resetPassword" />;
}
