// The preview of a news item of any status (policy `content`), answered as the public page reads
// a news item, so the public remote draws it with the page's own rendering. In the browser's
// groups: the public remote's preview page calls it for a signed-in editor.
import { ContentIdParams, NewsDetailResponse } from '../contracts/content';
import { endpoint } from './define';

export const previewNews = endpoint({
  tag: 'content-cabinet',
  access: 'content',
  id: 'contentCabinet.previewNews',
  method: 'GET',
  path: '/cabinet/content/articles/news/:id/preview',
  summary: 'A news item of any status as its public page shows it (the public answer, for the preview)',
  params: ContentIdParams,
  response: NewsDetailResponse,
});
