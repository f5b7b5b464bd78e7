import { BRAND_NAME } from '@/lib/product';

/** Sets the document title (React 19 hoists <title> into <head>). */
export function PageTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} · ${BRAND_NAME}` : `${BRAND_NAME} — AI casino-strategy analysis`}</title>;
}
