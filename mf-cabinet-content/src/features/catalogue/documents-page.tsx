// /cabinet/content/documents: the league's public documents (PDF, category, year); a new PDF of a
// document keeps its address.
import { ContentFrame } from '../../ui/content-frame';
import { CatalogueSection } from './catalogue-section';

export default function DocumentsPage() {
  return (
    <ContentFrame section="documents">
      <CatalogueSection kind="documents" />
    </ContentFrame>
  );
}
