// /cookies: the 'cookies' page written by staff.
import { StaticPage } from './static-page';

export default function CookiesPage() {
  return <StaticPage slug="cookies" />;
}
