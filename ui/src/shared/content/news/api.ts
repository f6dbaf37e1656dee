import type {
  AllNewsAnswer,
  CreateNewsRequest,
  NewsListItem,
  NewsWriteAnswer,
  UpdateNewsRequest,
} from '@league/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/apiRequest';
import type { NewsForm, NewsItem } from './schemas';

export const newsKeys = {
  all: ['news'] as const,
  list: () => [...newsKeys.all, 'list'] as const,
};

/** A news item of the answer, its `_id` as its newsId. */
const newsItemOf = ({ _id, ...news }: NewsListItem): NewsItem => ({ newsId: _id, ...news });
const newsOf = (answer: AllNewsAnswer) => answer.allNews.map(newsItemOf);

/** GET /api/admin/news (public): newest first. */
export const newsQuery = () =>
  queryOptions({
    queryKey: newsKeys.list(),
    queryFn: ({ signal }) => apiRequest<AllNewsAnswer>('/api/admin/news', { signal }),
    select: newsOf,
  });

const toPayload = (form: NewsForm): CreateNewsRequest & UpdateNewsRequest => ({
  newsHeading: form.newsHeading.trim(),
  newsSubheading: form.newsSubheading.trim(),
  newsDate: form.newsDate.trim(),
  newsContent: form.newsContent.trim(),
});

function useInvalidateNews() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: newsKeys.all });
}

export function useCreateNews() {
  const invalidate = useInvalidateNews();
  return useMutation({
    mutationFn: (form: NewsForm) =>
      apiRequest<NewsWriteAnswer>('/api/admin/createNews', { method: 'POST', body: toPayload(form) }),
    onSuccess: invalidate,
  });
}

export function useUpdateNews(news: Pick<NewsItem, 'newsId' | 'version'>) {
  const invalidate = useInvalidateNews();
  return useMutation({
    mutationFn: (form: NewsForm) =>
      apiRequest<NewsWriteAnswer>(`/api/admin/${encodeURIComponent(news.newsId)}/updateNews`, {
        method: 'PATCH',
        body: toPayload(form),
        ifMatch: news.version,
      }),
    onSuccess: invalidate,
  });
}

export function useRemoveNews() {
  const invalidate = useInvalidateNews();
  return useMutation({
    mutationFn: (news: Pick<NewsItem, 'newsId' | 'version'>) =>
      apiRequest(`/api/admin/${encodeURIComponent(news.newsId)}/removeNews`, {
        method: 'DELETE',
        ifMatch: news.version,
      }),
    // the list reloads whether or not the delete worked (docs/rules.md §4)
    onSettled: invalidate,
  });
}
