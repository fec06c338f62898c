// /privacy-policy: the 'privacy-policy' page written by staff.
import { StaticPage } from './static-page';

export default function PrivacyPolicyPage() {
  return <StaticPage slug="privacy-policy" />;
}
