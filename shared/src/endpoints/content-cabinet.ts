// The content area of the cabinet (policy `content`: super_admin, media_manager): news and sport
// analytics (`:kind`), their lifecycle and preview, the pictures uploaded for any content, and
// the link choices of the editor.
import {
  ArticleBody,
  ArticleDeletedResponse,
  ArticleKindParams,
  ArticleParams,
  ArticlesQuery,
  ArticleStatusBody,
  CabinetArticleResponse,
  CabinetArticlesResponse,
  LinkSearchQuery,
  LinkSearchResponse,
  PictureUploadBody,
  UploadedPictureResponse,
} from '../contracts/cabinet-content';
import { endpoint } from './define';

const tag = 'content-cabinet';
const base = { tag, access: 'content' } as const;

export const articles = endpoint({
  ...base,
  id: 'contentCabinet.articles',
  method: 'GET',
  path: '/cabinet/content/articles/:kind',
  summary: 'News or analytics of every status, paged: sort, search by title in any language, filter by status',
  params: ArticleKindParams,
  query: ArticlesQuery,
  response: CabinetArticlesResponse,
});

export const article = endpoint({
  ...base,
  id: 'contentCabinet.article',
  method: 'GET',
  path: '/cabinet/content/articles/:kind/:id',
  summary: 'One news item or analytics article with every language, its links, status and version',
  params: ArticleParams,
  response: CabinetArticleResponse,
});

export const createArticle = endpoint({
  ...base,
  id: 'contentCabinet.createArticle',
  method: 'POST',
  path: '/cabinet/content/articles/:kind',
  summary: 'Writes a draft (HTML sanitised on the server; slug from the title when empty)',
  params: ArticleKindParams,
  body: ArticleBody,
  response: CabinetArticleResponse,
});

export const updateArticle = endpoint({
  ...base,
  id: 'contentCabinet.updateArticle',
  method: 'PUT',
  path: '/cabinet/content/articles/:kind/:id',
  summary: 'Saves an item; `version` must be the current one (409 with the current item otherwise)',
  params: ArticleParams,
  body: ArticleBody,
  response: CabinetArticleResponse,
});

export const setArticleStatus = endpoint({
  ...base,
  id: 'contentCabinet.setArticleStatus',
  method: 'POST',
  path: '/cabinet/content/articles/:kind/:id/status',
  summary: 'Publishes now, schedules for `publish_at`, takes back to draft or unpublishes (versioned)',
  params: ArticleParams,
  body: ArticleStatusBody,
  response: CabinetArticleResponse,
});

export const deleteArticle = endpoint({
  ...base,
  id: 'contentCabinet.deleteArticle',
  method: 'DELETE',
  path: '/cabinet/content/articles/:kind/:id',
  summary: 'Deletes an item that was never published or is unpublished (409 otherwise)',
  params: ArticleParams,
  response: ArticleDeletedResponse,
});

export const uploadPicture = endpoint({
  ...base,
  id: 'contentCabinet.uploadPicture',
  method: 'POST',
  path: '/cabinet/content/pictures',
  summary:
    'Uploads a photo (multipart field `file`, JPEG, PNG or WebP ≤ 20 MB): re-encoded into WebP and JPEG copies 320–1920 px wide with no metadata',
  body: PictureUploadBody,
  bodyKind: 'multipart',
  response: UploadedPictureResponse,
});

export const linkChoices = endpoint({
  ...base,
  id: 'contentCabinet.linkChoices',
  method: 'GET',
  path: '/cabinet/content/link-choices',
  summary: 'Teams, tournaments or matches whose title matches `q`, for a news item’s links',
  query: LinkSearchQuery,
  response: LinkSearchResponse,
});
