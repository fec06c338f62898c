// /cabinet/content/banners: the banners of the league, each edited in a panel.
import { ContentFrame } from '../../ui/content-frame';
import { CatalogueSection } from './catalogue-section';

export default function Page() {
  return (
    <ContentFrame section="banners">
      <CatalogueSection kind="banners" />
    </ContentFrame>
  );
}
