// /product-management: what WildLens sells, for administrators with the manageProducts permission (the server
// refuses the others): the gear catalogue and its review queue, print options and print orders with their
// fulfilment, and the moderation of location guides. Each part is its feature's own section.
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/use-page-title';
import { GearAdminSection } from '../../features/gear/GearAdminSection';
import { GuideModerationSection } from '../../features/guides/GuideModerationSection';
import { PrintAdminSection } from '../../features/prints/PrintAdminSection';
import { AdminPageHeader } from './AdminPageHeader';

const PARTS = [
  { id: 'gear', Section: GearAdminSection },
  { id: 'prints', Section: PrintAdminSection },
  { id: 'guides', Section: GuideModerationSection },
] as const;

export default function ProductManagementPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.productManagement.title'));
  return (
    <div className="mx-auto grid min-w-0 max-w-6xl gap-8 px-4 py-10">
      <AdminPageHeader
        title={t('pages.productManagement.title')}
        subtitle={t('productManagement.subtitle')}
      />
      <nav aria-label={t('productManagement.parts')} className="flex flex-wrap gap-2">
        {PARTS.map(({ id }) => (
          <a
            key={id}
            href={`#product-${id}`}
            className="rounded-full border border-stone-300 px-3 py-1 text-sm font-medium text-stone-800 hover:bg-stone-100"
          >
            {t(`productManagement.${id}`)}
          </a>
        ))}
      </nav>
      {PARTS.map(({ id, Section }) => (
        <section
          key={id}
          id={`product-${id}`}
          aria-label={t(`productManagement.${id}`)}
          className="min-w-0 scroll-mt-24 rounded-2xl border border-stone-200 bg-white p-4 sm:p-6"
        >
          <Section />
        </section>
      ))}
    </div>
  );
}
