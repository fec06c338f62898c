// A person's document as the cabinet shows it (a person's page and the answer to an upload).
import type { DocumentOwner, PersonDocument } from '@league/shared/contracts';
import type { DocumentRow } from '../../db/person-tables';

/** The document's card; `today` (YYYY-MM-DD, Almaty) tells whether it has expired. */
export const documentDto = (owner: DocumentOwner, row: DocumentRow, today: string): PersonDocument => ({
  id: row.id,
  owner,
  type: row.type,
  name: row.original_name,
  size: row.size_bytes,
  mime: row.mime,
  expires_at: row.expires_at,
  expired: row.expires_at !== null && row.expires_at < today,
  uploaded_at: new Date(row.created_at).toISOString(),
});
