import { useQuery } from '@tanstack/react-query';
import { AdminListPage } from '../../shared/ui/AdminListPage';
import { newsQuery, useRemoveNews } from '../../shared/content/news/api';
import { NewsTable } from './NewsTable';

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
      add={{ to: '/admin/news/new', label: 'Add News' }}
      emptyText="No news yet."
    >
      {(news, onDelete) => <NewsTable news={news} onDelete={onDelete} />}
    </AdminListPage>
  );
}
