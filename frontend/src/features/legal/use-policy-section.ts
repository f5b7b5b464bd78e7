import { useSearchTab, type TabRoute } from '@/hooks/use-search-tab';

/** The open section of a policy page kept in its route's `?tab=` (the first section when none), as the document's props. */
export function usePolicySection<T extends string>(route: TabRoute<T>, sections: readonly [T, ...T[]]) {
  const [section, onSectionChange] = useSearchTab(route, sections[0]);
  return { section, onSectionChange };
}
