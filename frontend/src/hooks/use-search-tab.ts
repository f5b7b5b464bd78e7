export interface TabRoute<T extends string> {
  useSearch(): { tab?: T };
  useNavigate(): (options: { search: { tab?: T }; replace: boolean; resetScroll: boolean }) => Promise<void>;
}

/**
 * The tab a page keeps in its route's `?tab=` (the first tab when there is none), and a change of
 * tab that replaces the URL's entry without scrolling; the first tab leaves `?tab=` out.
 */
export function useSearchTab<T extends string>(route: TabRoute<T>, first: T): [T, (next: T) => void] {
  const { tab = first } = route.useSearch();
  const navigate = route.useNavigate();
  return [
    tab,
    (next) =>
      void navigate({
        search: { tab: next === first ? undefined : next },
        replace: true,
        resetScroll: false,
      }),
  ];
}
