// The content area's small items (ADR 0265): list, create, save under the version, delete — the
// same rules for every kind, what differs read from kinds.ts. A picture must be one the content
// area uploaded; one replaced or deleted goes with its files after the write commits. A document's
// new PDF takes the place of the old file, so its address stays the one already shared.
// The use cases are in reads.ts and writes.ts (over values.ts); this is the service the routes call.
import type { CatalogueKind, CatalogueQuery, Language } from '@league/shared/contracts';
import type { AcceptedFile } from '../../../storage/upload';
import type { CatalogueDeps } from './deps';
import * as reads from './reads';
import * as writes from './writes';

export type { CatalogueDeps } from './deps';

export function createCatalogueService(deps: CatalogueDeps) {
  return {
    list: (kind: CatalogueKind, language: Language, query: CatalogueQuery) =>
      reads.listItems(deps, kind, language, query),
    create: (kind: CatalogueKind, language: Language, body: Record<string, unknown>) =>
      writes.createItem(deps, kind, language, body),
    update: (kind: CatalogueKind, language: Language, id: number, body: Record<string, unknown>) =>
      writes.updateItem(deps, kind, language, id, body),
    remove: (kind: CatalogueKind, id: number) => writes.removeItem(deps, kind, id),
    uploadDocument: (file: AcceptedFile) => writes.uploadDocument(deps, file),
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
