// /cabinet/content/{news|analytics}/create and /…/:id: the editor of one item. The page loads the
// item, lays out the form and the lifecycle panel; a new item goes to its own address once saved.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import {
  positiveId,
  useEndpointQuery,
  useLocale,
  useLocalePath,
  type ArticleKind,
  type CabinetArticle,
} from '@league/shared';
import { endpoints, PageAsync, titleIn } from '@league/shared/cabinet';
import { paths } from '../../paths';
import { ContentFrame } from '../../ui/content-frame';
import { ArticleForm } from './article-form';
import { LifecyclePanel } from './lifecycle-panel';
import { useArticleWrites } from './use-article-writes';

export default function ArticleEditPage() {
  const kind: ArticleKind = useLocation().pathname.includes('/content/analytics') ? 'analytics' : 'news';
  const id = positiveId(useParams().id);
  const item = useEndpointQuery(endpoints.contentCabinet.article, id === null ? null : { params: { kind, id } });
  return id === null ? (
    <Editor kind={kind} item={null} />
  ) : (
    <PageAsync data={item}>{(answer) => <Editor kind={kind} item={answer.data} />}</PageAsync>
  );
}

function Editor({ kind, item }: { kind: ArticleKind; item: CabinetArticle | null }) {
  const { t } = useTranslation('cab-content');
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const locale = useLocale();
  const writes = useArticleWrites(kind, item?.id ?? null);
  const [dirty, setDirty] = useState(false);
  const section = kind === 'news' ? 'news' : 'analytics';
  const title = item ? titleIn(item, locale) : t(kind === 'news' ? 'articles.createNews' : 'articles.createAnalytics');
  return (
    <ContentFrame section={section} title={title}>
      <div className="ct-editor">
        <ArticleForm
          kind={kind}
          item={item}
          conflict={writes.conflict}
          onSubmit={writes.save}
          onDirty={setDirty}
          onSaved={(saved) => {
            if (!item) navigate(localePath(kind === 'news' ? paths.newsEdit(saved.id) : paths.analyticsEdit(saved.id)));
          }}
        />
        {item && <LifecyclePanel item={item} dirty={dirty} onChange={writes.setStatus} />}
      </div>
    </ContentFrame>
  );
}
