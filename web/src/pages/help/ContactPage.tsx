// /contact: the contact form (features/support/ContactForm), with the pages that may answer sooner: the FAQ, the
// DMCA notice form for copyright, and the privacy policy. ?topic=privacy (or another topic) preselects a topic.
import { CONTACT_TOPICS, type ContactTopic } from '@common/schemas/support';
import { FileWarning, HelpCircle, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { ContactForm } from '../../features/support/ContactForm';

const isTopic = (value: string | null): value is ContactTopic =>
  value !== null && (CONTACT_TOPICS as readonly string[]).includes(value);

export default function ContactPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.contact.title'));
  const [params] = useSearchParams();
  const topic = params.get('topic');
  const shortcuts = [
    { to: '/faq', icon: HelpCircle, title: t('pages.faq.title'), text: t('support.contact.faqHint') },
    {
      to: '/dmca-policy#notice',
      icon: FileWarning,
      title: t('pages.dmcaPolicy.title'),
      text: t('support.contact.dmcaHint'),
    },
    {
      to: '/privacy-policy',
      icon: ShieldCheck,
      title: t('pages.privacyPolicy.title'),
      text: t('support.contact.privacyHint'),
    },
  ];
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="grid min-w-0 content-start gap-6">
        <header className="grid gap-2">
          <h1 className="text-3xl font-bold text-stone-900">{t('pages.contact.title')}</h1>
          <p className="text-lg text-stone-700">{t('support.contact.intro')}</p>
        </header>
        <ContactForm {...(isTopic(topic) ? { initialTopic: topic } : {})} />
      </div>
      <aside aria-labelledby="contact-shortcuts" className="grid content-start gap-3">
        <h2 id="contact-shortcuts" className="text-lg font-semibold text-stone-900">
          {t('support.contact.beforeYouWrite')}
        </h2>
        <ul className="grid gap-3">
          {shortcuts.map(({ to, icon: Icon, title, text }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex gap-3 rounded-xl border border-stone-200 bg-white p-4 hover:border-brand-600"
              >
                <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
                <span className="grid gap-0.5">
                  <span className="font-medium text-stone-900">{title}</span>
                  <span className="text-sm text-stone-600">{text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
