// auth-js answers { data, error } instead of throwing; mutations want a thrown error.
export function dataOrThrow<D>(result: { data: D; error: null } | { data: unknown; error: Error }): D {
  if (result.error) throw result.error;
  return result.data as D;
}
