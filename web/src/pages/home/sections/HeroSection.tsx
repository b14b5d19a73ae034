// The hero: headline, the community claim, the two main actions and the Instagram link.
import { Binoculars, Camera, ExternalLink, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { INSTAGRAM_URL } from '../../../app/layout/nav-links';
import { Button } from '../../../components/ui/Button';
import { InstagramIcon } from '../../../components/ui/InstagramIcon';
import { useUploadGate } from '../../../features/sightings/use-upload-gate';

export function HeroSection() {
  const { t } = useTranslation();
  const goToUpload = useUploadGate();
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-emerald-700 text-white">
      <div className="mx-auto max-w-6xl px-4 py-16 text-center md:py-24 md:text-start">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-medium">
          <Users className="size-4" aria-hidden />
          {t('home.hero.claim')}
        </p>
        <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance md:text-6xl">
          {t('home.hero.headline')}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-50 md:mx-0">{t('home.hero.subtitle')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row md:justify-start">
          <Button asChild size="lg" variant="accent">
            <Link to="/rare-tracker">
              <Binoculars aria-hidden />
              {t('home.hero.trackRare')}
            </Link>
          </Button>
          <Button
            size="lg"
            variant="outline"
            className="border-white/60 bg-transparent text-white hover:bg-white/15"
            onClick={() => goToUpload('/upload')}
          >
            <Camera aria-hidden />
            {t('home.hero.upload')}
          </Button>
        </div>
        <a
          href={INSTAGRAM_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-6 inline-flex items-center gap-2 rounded text-sm font-medium text-white underline-offset-4 hover:underline"
        >
          <InstagramIcon className="size-4" />
          {t('home.hero.instagram')}
          <ExternalLink className="size-3.5" aria-hidden />
          <span className="sr-only">{t('sightings.opensInNewTab')}</span>
        </a>
      </div>
    </section>
  );
}
