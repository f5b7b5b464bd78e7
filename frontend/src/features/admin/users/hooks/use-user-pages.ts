import { useState } from 'react';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { usePageInRange } from '../../hooks/use-page-in-range';
import { pageCount } from '../../pagination';
import { useUsers } from '../api/get-users';

/**
 * One page of the back office's user list: its search (read after a pause in typing), the page kept
 * in range and its size (a new size goes back to the first page).
 */
export function useUserPages<S extends string>(firstPageSize: S) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setSize] = useState<S>(firstPageSize);
  const debouncedSearch = useDebouncedValue(search);
  const users = useUsers({ search: debouncedSearch, page, pageSize: Number(pageSize) });
  const total = users.data?.total ?? 0;
  const pages = pageCount(total, Number(pageSize));
  usePageInRange(page, setPage, users.isPlaceholderData ? undefined : users.data, Number(pageSize));
  const setPageSize = (size: S) => {
    setSize(size);
    setPage(1);
  };
  return { users, search, setSearch, page, setPage, pages, total, pageSize, setPageSize };
}
