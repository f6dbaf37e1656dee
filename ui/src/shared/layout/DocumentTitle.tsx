import { useDocumentTitle } from '@mantine/hooks';

/** Names the browser tab (and history entry) after the page. */
export function DocumentTitle({ page }: { page: string }) {
  useDocumentTitle(`${page} | Ball Hockey League`);
  return null;
}
