// /cabinet/content/partners: the partners of the league, each edited in a panel.
import { ContentFrame } from '../../ui/content-frame';
import { CatalogueSection } from './catalogue-section';

export default function Page() {
  return (
    <ContentFrame section="partners">
      <CatalogueSection kind="partners" />
    </ContentFrame>
  );
}
