// /cabinet/content/albums: the albums, newest day first (cover, photo count); a new album is
// written in a panel and opens for its photos.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  formatDate,
  useEndpointMutation,
  useEndpointQuery,
  useLocale,
  useLocalePath,
  type AlbumsQuery,
  type CabinetAlbum,
  type CabinetAlbumListItem,
} from '@league/shared';
import { CabinetForm, DataTable, pagedRows, endpoints, useTableState } from '@league/shared/cabinet';
import { paths } from '../../paths';
import { ContentFrame } from '../../ui/content-frame';
import { AlbumFields } from './album-fields';

const api = endpoints.albumsCabinet;

export default function AlbumsPage() {
  const { t } = useTranslation('cab-content');
  const locale = useLocale();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const table = useTableState({ sort: '-date' });
  const list = useEndpointQuery(api.albums, { query: table.params as Partial<AlbumsQuery> });
  const create = useEndpointMutation(api.createAlbum, { invalidates: [api.albums] });
  const [adding, setAdding] = useState(false);
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  return (
    <ContentFrame
      section="albums"
      actions={
        <button type="button" className="lg-button" onClick={() => setAdding(true)}>
          {t('albums.add')}
        </button>
      }
    >
      {adding && (
        <section className="ct-panel" aria-label={t('albums.create')}>
          <h2>{t('albums.create')}</h2>
          <CabinetForm<{ title_kk: string; title_ru?: string; title_en?: string; date: string }>
            initialValues={{ date: today }}
            onSubmit={(values) => create.mutateAsync({ body: values })}
            onSuccess={(answer) => navigate(localePath(paths.album((answer as { data: CabinetAlbum }).data.id)))}
            cancel={undefined}
            label={t('albums.create')}
          >
            <AlbumFields />
          </CabinetForm>
        </section>
      )}
      <DataTable<CabinetAlbumListItem>
        caption={t('sections.albums')}
        columns={[
          {
            key: 'cover',
            header: '',
            render: (a) =>
              a.cover ? (
                <img src={a.cover.src} alt="" width={64} height={36} className="ct-thumb" loading="lazy" />
              ) : null,
          },
          { key: 'title', header: t('albums.name'), render: (a) => a.title, sortKey: 'title', primary: true },
          { key: 'date', header: t('albums.date'), render: (a) => formatDate(a.date, 'long', locale), sortKey: 'date' },
          {
            key: 'count',
            header: t('albums.photos', { count: '' }).replace(/[:\s]+$/, ''),
            render: (a) => a.photos_count,
            align: 'end',
          },
        ]}
        {...pagedRows(list)}
        rowKey={(a) => a.id}
        rowHref={(a) => paths.album(a.id)}
        state={table}
        empty={t('albums.empty')}
        search
      />
    </ContentFrame>
  );
}
