import { siteRoute } from '@league/contracts/site-pages';
import { formatDate } from '@league/contracts';
import { useQuery } from '@tanstack/react-query';
import { AdminListPage } from '../../shared/ui/AdminListPage';
import { EntityTable, type EntityColumn } from '../../shared/ui/EntityTable';
import { newsQuery, useRemoveNews } from '../../shared/content/news/api';
import type { NewsItem } from '../../shared/content/news/schemas';
import { LinkedText } from '../../shared/content/text/LinkedText';

const NEWS_COLUMNS: EntityColumn<NewsItem>[] = [
  { label: 'Heading', cell: (item) => item.newsHeading, fw: 700 },
  { label: 'Subheading', cell: (item) => item.newsSubheading },
  { label: 'Date', cell: (item) => formatDate(item.newsDate), style: { whiteSpace: 'nowrap' } },
  {
    label: 'Content',
    cell: (item) => <LinkedText text={item.newsContent} />,
    style: { whiteSpace: 'pre-line' },
  },
];

/** /admin/news: every news item, newest first, with edit, delete (after 'Are you sure?') and add. */
export function NewsPage() {
  return (
    <AdminListPage
      title="News"
      size="lg"
      list={useQuery(newsQuery())}
      loadFailure="Something went wrong with loading the news"
      remove={useRemoveNews()}
      describe={(item) => `the news item ${item.newsHeading}`}
      add={{ to: siteRoute.newNews.href(), label: 'Add News' }}
      emptyText="No news yet."
    >
      {(news, onDelete) => (
        <EntityTable
          rows={news}
          columns={NEWS_COLUMNS}
          rowKey={(item) => item.newsId}
          rowTestId="news-row"
          layout="stacked"
          editTo={(item) => siteRoute.updateNews.href({ newsId: item.newsId })}
          onDelete={onDelete}
        />
      )}
    </AdminListPage>
  );
}
