// What each kind's form asks for, in order (the API's body names): the catalogue page draws the
// fields from this, and the values ⇄ body helpers read it.
import type { CatalogueKind } from '@league/shared';

export type FieldType =
  | 'text3'
  | 'textarea3'
  | 'rich3'
  | 'text'
  | 'url'
  | 'number'
  | 'date'
  | 'datetime'
  | 'select'
  | 'checkbox'
  | 'picture'
  | 'pdf';

export interface FieldSpec {
  name: string;
  type: FieldType;
  required?: boolean;
  options?: readonly string[];
}

const PLACEMENTS = ['home_top', 'home_middle', 'sidebar', 'footer'] as const;

export const FIELDS: Record<CatalogueKind, FieldSpec[]> = {
  videos: [
    { name: 'title', type: 'text3', required: true },
    { name: 'url', type: 'url', required: true },
    { name: 'thumbnail', type: 'picture' },
    { name: 'published_at', type: 'datetime' },
  ],
  press: [
    { name: 'title', type: 'text3', required: true },
    { name: 'source', type: 'text' },
    { name: 'url', type: 'url' },
    { name: 'published_at', type: 'date' },
    { name: 'image', type: 'picture' },
  ],
  partners: [
    { name: 'name', type: 'text3', required: true },
    { name: 'kind', type: 'select', options: ['general', 'official', 'media', 'partner'] },
    { name: 'url', type: 'url' },
    { name: 'logo', type: 'picture' },
    { name: 'sort', type: 'number' },
    { name: 'is_active', type: 'checkbox' },
  ],
  banners: [
    { name: 'title', type: 'text3' },
    { name: 'placement', type: 'select', options: PLACEMENTS, required: true },
    { name: 'image', type: 'picture', required: true },
    { name: 'url', type: 'url' },
    { name: 'starts_at', type: 'datetime' },
    { name: 'ends_at', type: 'datetime' },
    { name: 'sort', type: 'number' },
    { name: 'is_active', type: 'checkbox' },
  ],
  employees: [
    { name: 'full_name', type: 'text3', required: true },
    { name: 'position', type: 'text3' },
    { name: 'photo', type: 'picture' },
    { name: 'email', type: 'text' },
    { name: 'phone', type: 'text' },
    { name: 'sort', type: 'number' },
  ],
  trustees: [
    { name: 'full_name', type: 'text3', required: true },
    { name: 'kind', type: 'select', options: ['trustee', 'ambassador'] },
    { name: 'description', type: 'textarea3' },
    { name: 'photo', type: 'picture' },
    { name: 'sort', type: 'number' },
  ],
  documents: [
    { name: 'title', type: 'text3', required: true },
    { name: 'category', type: 'text' },
    { name: 'year', type: 'number' },
    { name: 'file_path', type: 'pdf', required: true },
    { name: 'sort', type: 'number' },
  ],
  contacts: [
    {
      name: 'kind',
      type: 'select',
      options: ['phone', 'email', 'address', 'instagram', 'facebook', 'telegram', 'youtube', 'whatsapp'],
      required: true,
    },
    { name: 'value', type: 'text3', required: true },
    { name: 'url', type: 'url' },
    { name: 'sort', type: 'number' },
  ],
  pages: [
    {
      name: 'slug',
      type: 'select',
      options: ['about', 'history', 'advertising', 'partner', 'cookies', 'privacy-policy'],
      required: true,
    },
    { name: 'title', type: 'text3', required: true },
    { name: 'body', type: 'rich3' },
  ],
};
