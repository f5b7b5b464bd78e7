// How the traffic and history tabs name a visitor (SPEC §2, Connection history).

export type VisitorName = { kind: 'anonymous' } | { kind: 'user'; name: string | null };

/** No e-mail: an anonymous visitor. Otherwise the name, or null for the generic 'Utilisateur'. */
export function visitorName(visitor: { email: string | null; name: string | null }): VisitorName {
  if (!visitor.email) return { kind: 'anonymous' };
  const name = visitor.name?.trim();
  return { kind: 'user', name: name ? name : null };
}
