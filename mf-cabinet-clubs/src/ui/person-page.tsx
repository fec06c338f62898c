// The page of a person (player or staff member) around the kind's own facts: the title and
// breadcrumbs, the status button and edit link for who may change the person, the card (photo,
// the kind's facts, identity, status), places in teams, the documents panel, the transfer form
// and the history. A provider's answer has no documents or history, so neither shows.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  LocaleLink,
  usePageMeta,
  type CabinetTeamRef,
  type DocumentOwner,
  type DocumentType,
  type IdentityKind,
  type PersonDocument,
  type PersonMembership,
  type PersonStatus,
  type PersonTransfer,
  useLocale,
} from '@league/shared';
import { countryName } from '@league/shared/cabinet';
import { paths } from '../paths';
import { DocumentsPanel } from './person-documents';
import { HistoryList, NS, PlacesList, StatusButton } from './person-parts';
import { TransferPanel } from './transfer-dialog';
import './registry.css';
import { CabinetPage, type BreadcrumbItem } from '@league/shared/cabinet';

/** One fact of a person's card; an empty value is a dash. */
export function PersonFact({ label, value }: { label: string; value: string | number | null | undefined }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value === null || value === undefined || value === '' ? '—' : value}</dd>
    </div>
  );
}

export interface PersonPageProps {
  owner: DocumentOwner;
  person: {
    id: number;
    slug: string;
    name: string;
    photo: string | null;
    identity_kind: IdentityKind | null;
    identity_number: string | null;
    citizenship: string | null;
    status: PersonStatus;
  };
  detail: {
    teams: PersonMembership[];
    documents: PersonDocument[] | null;
    history: PersonTransfer[] | null;
    may_edit: boolean;
    missing_documents: DocumentType[];
    expired_documents: DocumentType[];
  };
  /** Breadcrumbs between the cabinet and the person (the list). */
  trail: BreadcrumbItem[];
  /** The edit page, when there is one to go to. */
  editTo: string | null;
  /** Names the card for assistive technology. */
  cardLabel: string;
  /** The kind's facts before the identity document, and after it. */
  facts: ReactNode;
  moreFacts?: ReactNode;
  documentTypes: readonly DocumentType[];
  /** The teams the person may move to (from the form), once loaded. */
  transferTeams: CabinetTeamRef[] | null;
  /** A player's shirt number and captaincy now, where the transfer starts from (players only). */
  transferPlayer?: { number: number | null; is_captain: boolean };
  reload: () => void;
  /** More panels after the documents (statistics …). */
  children?: ReactNode;
}

export function PersonPage({
  owner,
  person,
  detail,
  trail,
  editTo,
  cardLabel,
  facts,
  moreFacts,
  documentTypes,
  transferTeams,
  transferPlayer,
  reload,
  children,
}: PersonPageProps) {
  const { t } = useTranslation(NS);
  const { t: tc } = useTranslation('common');
  usePageMeta({ title: person.name });
  const { teams } = detail;
  return (
    <CabinetPage
      title={person.name}
      breadcrumbs={[{ title: tc('cabinet.title'), to: '/cabinet' }, ...trail, { title: person.name }]}
      actions={
        detail.may_edit && (
          <>
            <StatusButton owner={owner} person={person} status={person.status} onDone={reload} />
            {editTo && (
              <LocaleLink className="lg-button" to={editTo}>
                {t('person.edit')}
              </LocaleLink>
            )}
          </>
        )
      }
    >
      <PersonCard person={person} cardLabel={cardLabel} facts={facts} moreFacts={moreFacts} />
      <section className="cc-panel" aria-labelledby={`${owner}-teams`}>
        <h2 id={`${owner}-teams`}>{t('person.teams')}</h2>
        <PlacesList places={teams} teamHref={(team) => paths.team(team.club_id, team.id)} />
      </section>
      {detail.documents && (
        <DocumentsPanel
          owner={owner}
          personId={person.id}
          documents={detail.documents}
          missing={detail.missing_documents}
          expired={detail.expired_documents}
          types={documentTypes}
          mayEdit={detail.may_edit}
          onChanged={reload}
        />
      )}
      {children}
      {detail.may_edit && transferTeams && (
        <TransferPanel
          owner={owner}
          person={{ id: person.id, name: person.name, ...(transferPlayer ? { player: transferPlayer } : {}) }}
          teams={transferTeams}
          current={teams.filter((m) => m.is_active).map((m) => m.team)}
          onDone={reload}
        />
      )}
      {detail.history && <HistoryList history={detail.history} />}
    </CabinetPage>
  );
}

/** The person's card: the photo, the kind's facts, the identity document and the status. */
function PersonCard({
  person,
  cardLabel,
  facts,
  moreFacts,
}: Pick<PersonPageProps, 'person' | 'cardLabel' | 'facts' | 'moreFacts'>) {
  const { t } = useTranslation(NS);
  const { t: te } = useTranslation('enums');
  const locale = useLocale();
  return (
    <section className="cc-panel pp-card" aria-label={cardLabel}>
      {person.photo ? <img src={person.photo} alt="" /> : <div className="pp-photo-placeholder" aria-hidden="true" />}
      <dl className="pp-facts">
        {facts}
        <PersonFact
          label={t('person.identityKind')}
          value={person.identity_kind ? te(`identityKind.${person.identity_kind}`) : null}
        />
        <PersonFact label={t('person.identityNumber')} value={person.identity_number} />
        <PersonFact label={t('person.citizenship')} value={countryName(person.citizenship, locale)} />
        {moreFacts}
        <PersonFact
          label={t('person.status')}
          value={person.status === 'active' ? t('person.statusActive') : t('person.statusInactive')}
        />
      </dl>
    </section>
  );
}
