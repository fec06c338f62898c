// The content area's small items (ADR 0265): list, create, save under the version, delete — the
// same rules for every kind, what differs read from kinds.ts. A picture must be one the content
// area uploaded; one replaced or deleted goes with its files after the write commits. A document's
// new PDF takes the place of the old file, so its address stays the one already shared.
// The use cases are in reads.ts and writes.ts (over values.ts); this is the service the routes call.
import type { CatalogueKind, Language } from '@league/shared/contracts';
import { bindDeps } from '../../../lib/bind-deps';
import type { CatalogueDeps } from './deps';
import * as reads from './reads';
import * as writes from './writes';

export type { CatalogueDeps } from './deps';

export function createCatalogueService(deps: CatalogueDeps) {
  return {
    ...bindDeps(deps, {
      list: reads.listItems,
      remove: writes.removeItem,
      uploadDocument: writes.uploadDocument,
    }),
    create: (kind: CatalogueKind, language: Language, body: Record<string, unknown>) =>
      writes.createItem(deps, kind, language, body),
    update: (kind: CatalogueKind, language: Language, id: number, body: Record<string, unknown>) =>
      writes.updateItem(deps, kind, language, id, body),
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
