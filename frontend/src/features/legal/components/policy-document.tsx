// A legal document split into tabs; each tab is a heading, paragraphs and bullet points.
import { useTranslation } from 'react-i18next';
import { CalendarDays } from 'lucide-react';
import { Tabs } from '@/components/ui/tabs';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/layout/page-header';
import '../legal-i18n';

export interface PolicySection<Id extends string> {
  id: Id;
  label: string;
  title: string;
  paragraphs: readonly string[];
  bullets: readonly string[];
}

interface PolicyDocumentProps<Id extends string> {
  eyebrow: string;
  title: string;
  intro: string;
  sections: ReadonlyArray<PolicySection<Id>>;
  activeSection: Id;
  onSectionChange(id: Id): void;
  /** Shown under the title, already formatted. */
  lastUpdated?: string;
}

export function PolicyDocument<Id extends string>({
  eyebrow,
  title,
  intro,
  sections,
  activeSection,
  onSectionChange,
  lastUpdated,
}: PolicyDocumentProps<Id>) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} subtitle={intro}>
        {lastUpdated && (
          <p className="mt-6 flex items-center justify-center gap-2 text-sm text-fg-subtle">
            <CalendarDays className="size-4" aria-hidden="true" />
            {t('documents.lastUpdated', { date: lastUpdated })}
          </p>
        )}
      </PageHeader>
      <Container className="max-w-4xl">
        <Tabs
          label={t('documents.sectionsLabel')}
          value={activeSection}
          onValueChange={onSectionChange}
          panelClassName="mt-6"
          items={sections.map((section) => ({
            id: section.id,
            label: section.label,
            content: (
              <Card className="p-6 sm:p-10">
                <h2 className="text-2xl font-semibold text-fg">{section.title}</h2>
                <div className="mt-5 grid gap-4 leading-relaxed text-fg-muted">
                  {section.paragraphs.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
                {section.bullets.length > 0 && (
                  <ul className="mt-5 grid gap-3">
                    {section.bullets.map((bullet) => (
                      <li key={bullet} className="flex gap-3 leading-relaxed text-fg-muted">
                        <span
                          aria-hidden="true"
                          className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-300"
                        />
                        <span>{bullet}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
            ),
          }))}
        />
      </Container>
    </>
  );
}
