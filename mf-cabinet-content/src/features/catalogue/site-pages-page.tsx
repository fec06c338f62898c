// /cabinet/content/pages: the bodies of the league's pages (about, history, advertising, the
// general partner's, the legal ones) and the contact lines. The league's identity — its name,
// logo, colours — is edited in the league settings, not here.
import { ContentFrame } from '../../ui/content-frame';
import { KindSwitch } from './kind-switch';

export default function SitePagesPage() {
  return (
    <ContentFrame section="pages">
      <KindSwitch kinds={['pages', 'contacts']} />
    </ContentFrame>
  );
}
