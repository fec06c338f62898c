// The site's pages and the league around them: a static page, about (with the league's numbers),
// advertising (with the banners), trustees, employees, banners, partners, contacts and documents.
import type {
  About,
  Advertising,
  Banner,
  Contact,
  ContentPage,
  Employee,
  Language,
  Partner,
  PublicDocument,
  Trustee,
} from '@league/shared/contracts';
import { fileUrl } from '../../../lib/file-url';
import * as repository from '../content.repository';
import type { ContentDeps } from './deps';
import { notFound, toDocument, toPage, withPicture } from './dto';

export async function pageBySlug({ db }: ContentDeps, language: Language, slug: string): Promise<ContentPage> {
  const row = await repository.pageBySlug(db, language, slug);
  if (!row) throw notFound();
  return toPage(row);
}

export async function aboutPage({ db }: ContentDeps, language: Language): Promise<About> {
  const [row, numbers] = await Promise.all([
    repository.pageBySlug(db, language, 'about'),
    repository.leagueNumbers(db),
  ]);
  return { page: row ? toPage(row) : null, numbers };
}

export async function advertisingPage({ db, clock }: ContentDeps, language: Language): Promise<Advertising> {
  const [row, banners] = await Promise.all([
    repository.pageBySlug(db, language, 'advertising'),
    repository.banners(db, language, clock()),
  ]);
  return { page: row ? toPage(row) : null, banners: banners.map((b) => ({ ...b, image: fileUrl(b.image) ?? '' })) };
}

export async function listTrustees(deps: ContentDeps, language: Language): Promise<Trustee[]> {
  return withPicture(deps, await repository.trustees(deps.db, language), 'photo');
}

export async function listEmployees(deps: ContentDeps, language: Language): Promise<Employee[]> {
  return withPicture(deps, await repository.employees(deps.db, language), 'photo');
}

export async function listBanners(
  { db, clock }: ContentDeps,
  language: Language,
  placement?: string,
): Promise<Banner[]> {
  return (await repository.banners(db, language, clock(), placement)).map((b) => ({
    ...b,
    image: fileUrl(b.image) ?? '',
  }));
}

export async function listPartners({ db }: ContentDeps, language: Language): Promise<Partner[]> {
  return (await repository.partners(db, language)).map((p) => ({ ...p, logo: fileUrl(p.logo) }));
}

export const listContacts = ({ db }: ContentDeps, language: Language): Promise<Contact[]> =>
  repository.contacts(db, language);

export async function listDocuments({ db, clock }: ContentDeps, language: Language): Promise<PublicDocument[]> {
  return (await repository.documents(db, language, clock())).map(toDocument);
}

export async function documentById(
  { db, clock }: ContentDeps,
  language: Language,
  id: number,
): Promise<PublicDocument> {
  const row = await repository.documentById(db, language, clock(), id);
  if (!row) throw notFound();
  return toDocument(row);
}
