// The small items of the content area (policy `content`), one set of endpoints per kind — videos,
// press, partners, banners, employees, trustees, documents, contacts, pages: list, create, save
// (versioned), delete; and the PDF upload of a document.
import {
  CATALOGUE_BODIES,
  CatalogueItemResponse,
  CatalogueListResponse,
  CatalogueParams,
  CatalogueQuery,
  PublicDocumentUploadBody,
  UploadedDocumentResponse,
  type CatalogueKind,
} from '../contracts/cabinet-catalogue';
import { ArticleDeletedResponse } from '../contracts/cabinet-content';
import type { Struct } from 'superstruct';
import { endpoint } from './define';

const base = { tag: 'content-cabinet', access: 'content' } as const;

function catalogue<K extends CatalogueKind, B>(kind: K, what: string, body: Struct<B, unknown>) {
  const path = `/cabinet/content/catalogue/${kind}`;
  return {
    list: endpoint({
      ...base,
      id: `catalogueCabinet.${kind}.list`,
      method: 'GET',
      path,
      summary: `${what}: every one, in the order the site shows them; searchable`,
      query: CatalogueQuery,
      response: CatalogueListResponse,
    }),
    create: endpoint({
      ...base,
      id: `catalogueCabinet.${kind}.create`,
      method: 'POST',
      path,
      summary: `Adds: ${what}`,
      body,
      response: CatalogueItemResponse,
    }),
    update: endpoint({
      ...base,
      id: `catalogueCabinet.${kind}.update`,
      method: 'PUT',
      path: `${path}/:id`,
      summary: `Saves one of: ${what} (versioned: 409 with the current item)`,
      params: CatalogueParams,
      body,
      response: CatalogueItemResponse,
    }),
    remove: endpoint({
      ...base,
      id: `catalogueCabinet.${kind}.delete`,
      method: 'DELETE',
      path: `${path}/:id`,
      summary: `Deletes one of: ${what}, with its picture or file`,
      params: CatalogueParams,
      response: ArticleDeletedResponse,
    }),
  };
}

export const videos = catalogue('videos', 'Videos by link (YouTube, VK, Instagram, Vimeo)', CATALOGUE_BODIES.videos);
export const press = catalogue('press', 'Press items about the league', CATALOGUE_BODIES.press);
export const partners = catalogue('partners', 'Partners', CATALOGUE_BODIES.partners);
export const banners = catalogue('banners', 'Banners (placement, link, live from/to)', CATALOGUE_BODIES.banners);
export const employees = catalogue('employees', 'The league’s employees', CATALOGUE_BODIES.employees);
export const trustees = catalogue('trustees', 'Trustees and ambassadors', CATALOGUE_BODIES.trustees);
export const documents = catalogue('documents', 'Public documents (PDF, category, year)', CATALOGUE_BODIES.documents);
export const contacts = catalogue('contacts', 'Contact lines', CATALOGUE_BODIES.contacts);
export const pages = catalogue(
  'pages',
  'The league’s pages (about, history, advertising, partner, legal)',
  CATALOGUE_BODIES.pages,
);

export const uploadDocument = endpoint({
  ...base,
  id: 'catalogueCabinet.uploadDocument',
  method: 'POST',
  path: '/cabinet/content/document-files',
  summary: 'Uploads a public document (multipart field `file`, a PDF ≤ 20 MB; type read from the bytes)',
  body: PublicDocumentUploadBody,
  bodyKind: 'multipart',
  response: UploadedDocumentResponse,
});
