import { siteRoute } from '@league/contracts/site-pages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from '../../shared/router';
import { useFormSave } from '../../shared/forms/useFormSave';
import { ListItemFormPage } from '../../shared/ui/ListItemFormPage';
import { newsQuery, useUpdateNews } from '../../shared/content/news/api';
import { NewsFormFields } from './NewsFormFields';
import type { NewsItem } from '../../shared/content/news/schemas';

function UpdateNewsForm({ news: current }: { news: NewsItem }) {
  // keep the version the form was loaded with: a background refetch must not hide someone else's edit
  const [news] = useState(current);
  const save = useFormSave(
    useUpdateNews(news),
    siteRoute.news.href(),
    'Something went wrong with editing this news',
  );
  return (
    <>
      {save.errorModal}
      <NewsFormFields
        initialValues={{
          newsHeading: news.newsHeading,
          newsSubheading: news.newsSubheading,
          newsDate: news.newsDate,
          newsContent: news.newsContent,
        }}
        submitLabel="UPDATE NEWS"
        {...save.form}
      />
    </>
  );
}

/** /admin/updateNews/{newsId}: the item comes from the news list (there is no single-item read). */
export function UpdateNewsPage() {
  const { newsId } = useParams();
  return (
    <ListItemFormPage
      title="Update News"
      size={640}
      list={useQuery(newsQuery())}
      id={newsId}
      idOf={(item) => item.newsId}
      loadFailure="Something went wrong with loading the news"
      missing="This news item does not exist (any more)."
    >
      {(item) => <UpdateNewsForm key={item.newsId} news={item} />}
    </ListItemFormPage>
  );
}
