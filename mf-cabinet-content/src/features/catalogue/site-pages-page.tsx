// /cabinet/content/pages: the bodies of the league's pages (about, history, advertising, the
// general partner's, the legal ones) and the contact lines. The league's identity — its name,
// logo, colours — is edited in the league settings, not here.
import { useTranslation } from 'react-i18next';
import { ContentFrame } from '../../ui/content-frame';
import { CatalogueSection } from './catalogue-section';
import { KindSwitch } from './kind-switch';

export default function SitePagesPage() {
  const { t } = useTranslation('cab-content');
  return (
    <ContentFrame section="pages">
      <KindSwitch kinds={['pages', 'contacts']}>
        {(kind) => <CatalogueSection key={kind} kind={kind} heading={t(`catalogue.kinds.${kind}`)} />}
      </KindSwitch>
    </ContentFrame>
  );
}
