// One migration on /migrations (?id=): its story, the sightings members linked to it, and for signed-in members
// "Link one of my sightings" (their own, with the phase and group size) and "Alert me" (peak start, or sightings
// linked within a radius of the browser's position or of a point of the route), with the server's refusals shown.
import {
  MIGRATION_ALERT_RADIUS_DEFAULT_KM,
  MIGRATION_ALERT_RADIUS_MAX_KM,
  MIGRATION_ALERT_TYPES,
  MIGRATION_PHASES,
  type MigrationAlertType,
  type MigrationDetail,
  type MigrationPhase,
} from '@common/schemas/migrations';
import { X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { NativeSelect } from '../../components/ui/Select';
import { Skeleton } from '../../components/ui/Skeleton';
import { toast } from '../../components/ui/use-toast';
import { AlertAllowanceNotice, alertErrorText } from '../../features/alert-allowance/AlertAllowanceNotice';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { useCurrentLanguage } from '../../features/language/current-language';
import { directionLabel, distanceLabel, peakLabel } from '../../features/migrations/labels';
import {
  useCreateMigrationAlert,
  useDeleteMigrationAlert,
  useLinkSighting,
  useMigration,
  useMigrationAlerts,
  useOwnSightings,
  useUnlinkSighting,
} from '../../features/migrations/use-migrations';
import { errorMessage } from '../../lib/api';
import { formatNumber } from '../../lib/format';

export function MigrationDetailPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { user } = useCurrentUser();
  const detail = useMigration(id);

  if (detail.isPending) return <Skeleton className="h-64 rounded-xl" />;
  if (detail.isError)
    return (
      <section className="grid justify-items-start gap-2 rounded-xl border border-stone-200 bg-white p-4">
        <p className="text-stone-700">{errorMessage(detail.error, t('common.errorOccurred'))}</p>
        <Button variant="outline" onClick={onClose}>
          {t('migrations.closeDetails')}
        </Button>
      </section>
    );
  const m = detail.data;
  return (
    <section
      aria-labelledby="migration-detail-title"
      className="grid gap-4 rounded-xl border border-emerald-600 bg-white p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="migration-detail-title" className="text-2xl font-semibold text-stone-900">
            {m.migrationName}
          </h2>
          <p className="text-stone-700">
            {m.commonName} · <span className="italic">{m.scientificName}</span>
          </p>
        </div>
        <Button variant="ghost" size="icon" aria-label={t('migrations.closeDetails')} onClick={onClose}>
          <X aria-hidden />
        </Button>
      </div>
      <p className="max-w-3xl text-stone-800" dir="ltr">
        {m.description}
      </p>
      <p className="text-sm text-stone-700">
        {t('migrations.fromTo', { start: m.startLocation, end: m.endLocation })} ·{' '}
        {directionLabel(t, m.direction)} · {peakLabel(m, language)} · {distanceLabel(m.distanceKm, language)}
      </p>
      <p className="text-xs text-stone-600">
        {t('migrations.source')} <span dir="ltr">{m.dataSource}</span>
      </p>
      {m.speciesSlug && (
        <Link
          to={`/species/${m.speciesSlug}`}
          className="justify-self-start text-emerald-800 hover:underline"
        >
          {t('migrations.speciesPage')}
        </Link>
      )}

      <LinkedSightings migration={m} viewerId={user?.id ?? null} />

      {user ? (
        <div className="grid gap-4 lg:grid-cols-2">
          <LinkSightingForm migration={m} userId={user.id} />
          <AlertForm migration={m} />
        </div>
      ) : (
        <p className="text-stone-700">
          <Link to="/login" className="font-medium text-emerald-800 hover:underline">
            {t('migrations.signInPrompt')}
          </Link>
        </p>
      )}
    </section>
  );
}

function LinkedSightings({ migration, viewerId }: { migration: MigrationDetail; viewerId: number | null }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const unlink = useUnlinkSighting(migration.id);
  return (
    <section aria-labelledby="migration-linked" className="grid gap-2">
      <h3 id="migration-linked" className="text-lg font-semibold text-stone-900">
        {t('migrations.detailSightings')}
      </h3>
      {migration.sightings.length === 0 ? (
        <p className="text-stone-700">{t('migrations.noLinkedSightings')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {migration.sightings.map((link) => (
            <li key={link.sighting.id} className="grid gap-1 rounded-lg border border-stone-200 p-3">
              {link.sighting.photoUrl && (
                <img
                  src={link.sighting.photoUrl}
                  alt={link.sighting.speciesName}
                  loading="lazy"
                  className="aspect-[4/3] w-full rounded object-cover"
                />
              )}
              <Link
                to={`/sighting/${link.sighting.id}`}
                className="font-medium text-stone-900 hover:underline"
              >
                <span dir="auto">{link.sighting.speciesName}</span>
              </Link>
              <p className="text-sm text-stone-700">
                {t(`migrations.phases.${link.migrationPhase}`)}
                {link.groupSize !== null &&
                  ` · ${t('migrations.groupSizeValue', { formatted: formatNumber(link.groupSize, language) })}`}
              </p>
              <p className="text-sm text-stone-600">
                <span dir="auto">{link.sighting.photographer}</span>
                {link.sighting.location && (
                  <>
                    {' · '}
                    <span dir="auto">{link.sighting.location}</span>
                  </>
                )}
              </p>
              {link.notes && (
                <p className="text-sm text-stone-700" dir="auto">
                  {link.notes}
                </p>
              )}
              {viewerId === link.linkedBy && (
                <Button
                  size="sm"
                  variant="outline"
                  className="justify-self-start"
                  disabled={unlink.isPending}
                  onClick={() =>
                    unlink.mutate(link.sighting.id, {
                      onSuccess: () => toast({ title: t('migrations.unlinked'), variant: 'success' }),
                      onError: (e) =>
                        toast({ title: errorMessage(e, t('common.errorOccurred')), variant: 'destructive' }),
                    })
                  }
                >
                  {t('migrations.unlink')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function LinkSightingForm({ migration, userId }: { migration: MigrationDetail; userId: number }) {
  const { t } = useTranslation();
  const own = useOwnSightings(userId);
  const link = useLinkSighting(migration.id);
  const [sightingId, setSightingId] = useState('');
  const [phase, setPhase] = useState<MigrationPhase>('passage');
  const [groupSize, setGroupSize] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    link.mutate(
      {
        sightingId: Number(sightingId),
        migrationPhase: phase,
        groupSize: groupSize ? Number(groupSize) : null,
      },
      {
        onSuccess: () => {
          setSightingId('');
          setGroupSize('');
          toast({ title: t('migrations.linked'), variant: 'success' });
        },
        onError: (err) => setError(alertErrorText(t, err, t('common.errorOccurred'))),
      },
    );
  };
  return (
    <form
      aria-labelledby="migration-link-title"
      onSubmit={submit}
      className="grid content-start gap-3 rounded-lg bg-stone-50 p-3"
    >
      <h3 id="migration-link-title" className="font-semibold text-stone-900">
        {t('migrations.linkTitle')}
      </h3>
      {own.data && own.data.length === 0 ? (
        <p className="text-sm text-stone-700">{t('migrations.noOwnSightings')}</p>
      ) : (
        <>
          <div className="grid gap-1.5">
            <Label htmlFor="migration-link-sighting">{t('migrations.chooseSighting')}</Label>
            <NativeSelect
              id="migration-link-sighting"
              required
              value={sightingId}
              onChange={(e) => setSightingId(e.target.value)}
            >
              <option value="">{t('migrations.chooseSightingPlaceholder')}</option>
              {(own.data ?? []).map((s) => (
                <option key={s.id} value={String(s.id)}>
                  {s.speciesName}
                  {s.dateSpotted ? ` (${s.dateSpotted})` : ''}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="grid gap-1.5">
              <Label htmlFor="migration-link-phase">{t('migrations.phase')}</Label>
              <NativeSelect
                id="migration-link-phase"
                value={phase}
                onChange={(e) => setPhase(e.target.value as MigrationPhase)}
              >
                {MIGRATION_PHASES.map((p) => (
                  <option key={p} value={p}>
                    {t(`migrations.phases.${p}`)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="migration-link-group">{t('migrations.groupSize')}</Label>
              <Input
                id="migration-link-group"
                type="number"
                inputMode="numeric"
                min={1}
                max={10_000_000}
                value={groupSize}
                onChange={(e) => setGroupSize(e.target.value)}
              />
            </div>
          </div>
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <Button type="submit" className="justify-self-start" disabled={link.isPending || !sightingId}>
            {t('migrations.linkSubmit')}
          </Button>
        </>
      )}
    </form>
  );
}

function AlertForm({ migration }: { migration: MigrationDetail }) {
  const { t } = useTranslation();
  const alerts = useMigrationAlerts(true);
  const create = useCreateMigrationAlert();
  const remove = useDeleteMigrationAlert();
  // A point of the route (its end, where most watchers wait) until the browser gives its position.
  const end = migration.route[migration.route.length - 1] ?? [0, 0];
  const [alertType, setAlertType] = useState<MigrationAlertType>('nearby_sighting');
  const [radius, setRadius] = useState(String(MIGRATION_ALERT_RADIUS_DEFAULT_KM));
  const [latitude, setLatitude] = useState(String(end[0]));
  const [longitude, setLongitude] = useState(String(end[1]));
  const [error, setError] = useState<string | null>(null);
  const mine = (alerts.data?.items ?? []).filter((a) => a.migrationPatternId === migration.id);

  const locate = () => {
    if (!navigator.geolocation) {
      setError(t('migrations.locationFailed'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLatitude(position.coords.latitude.toFixed(4));
        setLongitude(position.coords.longitude.toFixed(4));
      },
      () => setError(t('migrations.locationFailed')),
      { timeout: 10_000 },
    );
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    create.mutate(
      {
        migrationPatternId: migration.id,
        alertType,
        alertRadius: Number(radius),
        latitude: Number(latitude),
        longitude: Number(longitude),
      },
      {
        onSuccess: () => toast({ title: t('migrations.alertCreated'), variant: 'success' }),
        onError: (err) => setError(alertErrorText(t, err, t('common.errorOccurred'))),
      },
    );
  };
  return (
    <form
      aria-labelledby="migration-alert-title"
      onSubmit={submit}
      className="grid content-start gap-3 rounded-lg bg-stone-50 p-3"
    >
      <h3 id="migration-alert-title" className="font-semibold text-stone-900">
        {t('migrations.alertTitle')}
      </h3>
      <AlertAllowanceNotice className="text-sm" />
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="migration-alert-type">{t('migrations.alertType')}</Label>
          <NativeSelect
            id="migration-alert-type"
            value={alertType}
            onChange={(e) => setAlertType(e.target.value as MigrationAlertType)}
          >
            {MIGRATION_ALERT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`migrations.alertTypes.${type}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="migration-alert-radius">{t('migrations.radius')}</Label>
          <Input
            id="migration-alert-radius"
            type="number"
            inputMode="numeric"
            required
            min={1}
            max={MIGRATION_ALERT_RADIUS_MAX_KM}
            value={radius}
            onChange={(e) => setRadius(e.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="migration-alert-lat">{t('migrations.latitude')}</Label>
          <Input
            id="migration-alert-lat"
            type="number"
            required
            step="any"
            min={-90}
            max={90}
            value={latitude}
            onChange={(e) => setLatitude(e.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="migration-alert-lon">{t('migrations.longitude')}</Label>
          <Input
            id="migration-alert-lon"
            type="number"
            required
            step="any"
            min={-180}
            max={180}
            value={longitude}
            onChange={(e) => setLongitude(e.target.value)}
          />
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={locate}>
          {t('migrations.useMyLocation')}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {t('migrations.createAlert')}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {mine.length > 0 && (
        <div className="grid gap-1">
          <h4 className="text-sm font-semibold text-stone-900">{t('migrations.myAlerts')}</h4>
          <ul className="grid gap-1">
            {mine.map((a) => (
              <li
                key={a.id}
                className="flex flex-wrap items-center justify-between gap-2 text-sm text-stone-700"
              >
                <span>
                  {t(`migrations.alertTypes.${a.alertType}`)} · {a.alertRadius} km
                </span>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(a.id, {
                      onSuccess: () => toast({ title: t('migrations.alertDeleted'), variant: 'success' }),
                    })
                  }
                >
                  {t('migrations.deleteAlert')}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </form>
  );
}
