// /news/preview/:id: the cabinet's preview of a news item of any status (a signed-in editor), drawn
// by the public page's own article. Never indexed; a visitor without the right sees the 404.
import { useParams } from 'react-router-dom';
import { endpoints, positiveId, useEndpointQuery } from '@league/shared';
import { DetailView } from '../../ui/content';
import { NewsArticle } from './news-item-page';

export default function NewsPreviewPage() {
  const id = positiveId(useParams().id) ?? 0;
  const data = useEndpointQuery(endpoints.contentPreview.previewNews, { params: { id } });
  return <DetailView data={data}>{(answer) => <NewsArticle item={answer.data} />}</DetailView>;
}
