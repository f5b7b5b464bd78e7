import type { ComponentType, ReactNode } from 'react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PageTitle } from './page-title';

/** A page under the document title read from the catalogue key `titleKey`. */
export function TitledPage({ titleKey, children }: { titleKey: ParseKeys; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t(titleKey)} />
      {children}
    </>
  );
}

/** A route component: `Page` under the document title read from the catalogue key `titleKey`. */
export function titledPage(titleKey: ParseKeys, Page: ComponentType) {
  return function TitledRoutePage() {
    return (
      <TitledPage titleKey={titleKey}>
        <Page />
      </TitledPage>
    );
  };
}
