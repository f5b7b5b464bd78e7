import { useEffect } from 'react';
import { pageCount } from '../pagination';

/**
 * Keeps a server-paged table's page inside its list. `answer` is the server's answer for the page
 * queried (undefined while loading, failing or showing the previous page's rows): once it says the
 * list has shrunk under that page (rows deleted, a refresh), the page moves back to the new last
 * page, so the page queried and the page the pager shows are the same.
 */
export function usePageInRange(
  page: number,
  setPage: (page: number) => void,
  answer: { total: number } | undefined,
  pageSize: number,
): void {
  const pages = answer ? pageCount(answer.total, pageSize) : undefined;
  useEffect(() => {
    if (pages !== undefined && page > pages) setPage(pages);
  }, [page, pages, setPage]);
}
