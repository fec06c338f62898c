// /cabinet/content/press: the press of the league, each edited in a panel.
import { ContentFrame } from '../../ui/content-frame';
import { CatalogueSection } from './catalogue-section';

export default function Page() {
  return (
    <ContentFrame section="press">
      <CatalogueSection kind="press" />
    </ContentFrame>
  );
}
