import type { ReactNode } from 'react';
import type { ParseKeys } from 'i18next';
import { Redirect } from '@/components/layout/redirect';
import { TitledPage } from '@/components/layout/titled-page';
import { APP_PATHS } from '@/lib/app-paths';

interface EmailPageProps {
  /** The route's `?email=`. */
  email?: string;
  titleKey: ParseKeys;
  children(email: string): ReactNode;
}

/** A screen reached with `?email=`, under its document title; without an address it sends the visitor to sign up. */
export function EmailPage({ email, titleKey, children }: EmailPageProps) {
  if (!email) return <Redirect href={APP_PATHS.register} />;
  return <TitledPage titleKey={titleKey}>{children(email)}</TitledPage>;
}
