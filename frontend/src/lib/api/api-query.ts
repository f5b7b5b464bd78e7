// The shapes the features' API hooks share: a GET read into the cache, and the lists a change
// reloads.
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

type ApiQueryExtras<Data, Key extends QueryKey> = Omit<
  UseQueryOptions<Data, Error, Data, Key>,
  'queryKey' | 'queryFn' | 'placeholderData'
> & {
  /** The rows shown stay on screen while the next page, filter or range loads. */
  keepPrevious?: boolean;
};

/** The query options of a GET of `path` whose reply is cached whole. */
export function apiQuery<Reply, Key extends QueryKey = QueryKey>(
  queryKey: Key,
  path: string,
  extras: ApiQueryExtras<Reply, Key> = {},
) {
  return pickedApiQuery(queryKey, path, (reply: Reply) => reply, extras);
}

/** The query options of a GET of `path` whose cache keeps only what `pick` takes from the reply. */
export function pickedApiQuery<Reply, Data, Key extends QueryKey = QueryKey>(
  queryKey: Key,
  path: string,
  pick: (reply: Reply) => Data,
  { keepPrevious, ...extras }: ApiQueryExtras<Data, Key> = {},
) {
  return queryOptions<Data, Error, Data, Key>({
    queryKey,
    queryFn: async ({ signal }) => pick(await apiRequest<Reply>(path, { signal })),
    ...(keepPrevious && { placeholderData: keepPreviousData }),
    ...extras,
  });
}

/**
 * The query of a GET of the path its key spells (['admin', 'banned-ips']: /admin/banned-ips), whose
 * cache keeps only what `pick` takes from the reply for `staleTime` ms.
 */
export function useKeyPathQuery<Reply, Data>(
  queryKey: readonly string[],
  pick: (reply: Reply) => Data,
  staleTime: number,
) {
  return useQuery(pickedApiQuery(queryKey, `/${queryKey.join('/')}`, pick, { staleTime }));
}

/** One more try after a failure, unless the server refused (a 4xx will not change by asking again). */
export const retryOnceUnlessRefused = (failures: number, error: Error) =>
  !(error instanceof ApiError && error.status < 500) && failures < 1;

/** Reloads the queries under these keys; a mutation that returns it waits for them. */
export function useInvalidate(...queryKeys: QueryKey[]): () => Promise<unknown> {
  const queryClient = useQueryClient();
  return () => Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** A mutation after which, whether it worked or not, the queries under `reloads` load again. */
export function useReloadingMutation<Variables, Reply>(
  mutationFn: (variables: Variables) => Promise<Reply>,
  ...reloads: QueryKey[]
) {
  return useMutation({ mutationFn, onSettled: useInvalidate(...reloads) });
}
