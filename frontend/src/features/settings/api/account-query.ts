// The signed-in user's own lists and settings: cached under their id, asked for only while someone
// is signed in.
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { pickedApiQuery } from '@/lib/api/api-query';
import { useAuth } from '@/lib/auth/auth-context';

export function useAccountQuery<Reply, Data>(
  queryKey: (userId: string) => QueryKey,
  path: string,
  pick: (reply: Partial<Reply>) => Data,
) {
  const { user } = useAuth();
  return useQuery(pickedApiQuery(queryKey(user?.id ?? ''), path, pick, { enabled: !!user }));
}

/** The list a reply carries; a reply without one is an error saying `unexpected`. */
export function listOrThrow<Row>(list: Row[] | undefined, unexpected: string): Row[] {
  if (!Array.isArray(list)) throw new Error(unexpected);
  return list;
}
