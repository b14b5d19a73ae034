// The "Identifications" panel of a sighting page: quality grade and community taxon, every member's current
// identification (with expert marks, an Agree button, withdraw for one's own), earlier ones for history, a
// form to propose a species from the catalogue, and the identification request (ask, answer as an expert,
// resolve or close as the author).
import type { Identification, SightingIdentifications, SpeciesRef } from '@common/schemas/identifications';
import { IDENTIFICATION_COMMENT_MAX } from '@common/schemas/identifications';
import type { SpeciesSuggestion } from '@common/schemas/species';
import { Award, Check } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Skeleton } from '../../components/ui/Skeleton';
import { formatDate } from '../../lib/format';
import { handleApiError } from '../../lib/handle-error';
import { useCurrentUser } from '../auth/use-current-user';
import { useCurrentLanguage } from '../language/current-language';
import { SpeciesNameInput } from '../species/SpeciesNameInput';
import { QualityBadge } from './QualityBadge';
import {
  useAnswerRequest,
  useAskForIdentification,
  useExpertise,
  useIdentify,
  useSettleRequest,
  useSightingIdentifications,
  useWithdrawIdentification,
} from './use-identifications';

export interface IdentificationsPanelProps {
  sightingId: number;
  /** The sighting's author (may ask for help, resolve and close). */
  authorId: number;
  isPublic: boolean;
  category: string | null;
}

const speciesLabel = (s: SpeciesRef) => s.commonName ?? s.scientificName;

function SpeciesName({ species }: { species: SpeciesRef }) {
  return (
    <Link to={`/species/${species.slug}`} className="font-semibold text-stone-900 hover:underline">
      {speciesLabel(species)}
      {species.commonName && <i className="ms-1 font-normal text-stone-600">{species.scientificName}</i>}
    </Link>
  );
}

function ExpertMarks({ categories }: { categories: string[] }) {
  const { t } = useTranslation();
  return (
    <>
      {categories.map((c) => (
        <Badge key={c} variant="accent" title={t('identifications.expertTitle')}>
          <Award aria-hidden />
          {t('identifications.expertIn', { category: t(`categories.names.${c}`, { defaultValue: c }) })}
        </Badge>
      ))}
    </>
  );
}

export function IdentificationsPanel({
  sightingId,
  authorId,
  isPublic,
  category,
}: IdentificationsPanelProps) {
  const { t } = useTranslation();
  const query = useSightingIdentifications(sightingId);
  if (query.isPending) return <Skeleton className="h-32 w-full" />;
  if (query.isError) return <p className="text-sm text-stone-600">{t('common.errorOccurred')}</p>;
  return <PanelBody panel={query.data} authorId={authorId} isPublic={isPublic} category={category} />;
}

function PanelBody({
  panel,
  authorId,
  isPublic,
  category,
}: {
  panel: SightingIdentifications;
  authorId: number;
  isPublic: boolean;
  category: string | null;
}) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const identify = useIdentify(panel.sightingId);
  const withdraw = useWithdrawIdentification(panel.sightingId);
  const current = panel.identifications.filter((i) => i.isCurrent);
  const earlier = panel.identifications.filter((i) => !i.isCurrent);
  const mine = current.find((i) => i.user.id === user?.id);
  const isAuthor = user?.id === authorId;

  return (
    <section
      aria-labelledby="identifications-heading"
      className="grid gap-3"
      data-testid="identifications-panel"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="identifications-heading" className="text-lg font-semibold">
          {t('identifications.title')}
        </h2>
        <QualityBadge grade={panel.qualityGrade} />
      </div>
      <p className="text-sm text-stone-700" data-testid="community-taxon">
        {panel.communitySpecies ? (
          <>
            {t('identifications.communityTaxon')} <SpeciesName species={panel.communitySpecies} />{' '}
            <span className="text-stone-600">
              {t('identifications.agreement', { agreeing: panel.agreeing, identifiers: panel.identifiers })}
            </span>
          </>
        ) : (
          t('identifications.noAgreement')
        )}
      </p>
      {panel.qualityGrade === 'casual' && (
        <p className="text-xs text-stone-600">{t('identifications.casualHint')}</p>
      )}

      {current.length > 0 && (
        <ul className="grid gap-2">
          {current.map((i) => (
            <IdentificationRow
              key={i.id}
              identification={i}
              canAgree={Boolean(user) && isPublic && mine?.species.id !== i.species.id}
              onAgree={() =>
                identify.mutate({ speciesId: i.species.id }, { onError: (e) => handleApiError(e) })
              }
              isMine={i.user.id === user?.id}
              onWithdraw={() => withdraw.mutate(undefined, { onError: (e) => handleApiError(e) })}
              busy={identify.isPending || withdraw.isPending}
            />
          ))}
        </ul>
      )}
      {earlier.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-stone-700">
            {t('identifications.earlier', { n: earlier.length })}
          </summary>
          <ul className="mt-2 grid gap-1 text-stone-600">
            {earlier.map((i) => (
              <li key={i.id}>
                <span className="line-through">{speciesLabel(i.species)}</span> ·{' '}
                <span dir="auto">{i.user.username}</span>
              </li>
            ))}
          </ul>
        </details>
      )}

      {user && isPublic && <IdentifyForm sightingId={panel.sightingId} />}
      {!user && <p className="text-sm text-stone-600">{t('identifications.signInToIdentify')}</p>}

      <RequestSection panel={panel} isAuthor={isAuthor} isPublic={isPublic} category={category} />
    </section>
  );
}

function IdentificationRow({
  identification: i,
  canAgree,
  onAgree,
  isMine,
  onWithdraw,
  busy,
}: {
  identification: Identification;
  canAgree: boolean;
  onAgree: () => void;
  isMine: boolean;
  onWithdraw: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  return (
    <li className="rounded-lg border border-stone-200 p-2 text-sm" data-testid="identification">
      <div className="flex flex-wrap items-center gap-2">
        <SpeciesName species={i.species} />
        {i.agrees && (
          <span className="inline-flex items-center gap-0.5 text-emerald-800">
            <Check className="size-3.5" aria-hidden />
            {t('identifications.agrees')}
          </span>
        )}
      </div>
      <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-stone-600">
        <Link to={`/profile/${i.user.id}`} dir="auto" className="hover:underline">
          {i.user.username}
        </Link>
        {i.byAuthor && <span>({t('identifications.observer')})</span>}
        <ExpertMarks categories={i.user.expertIn} />
        <time dateTime={i.createdAt}>{formatDate(i.createdAt, language)}</time>
      </div>
      {i.comment && (
        <p dir="auto" className="mt-1 whitespace-pre-line text-stone-800">
          {i.comment}
        </p>
      )}
      <div className="mt-1 flex gap-2">
        {canAgree && (
          <Button size="sm" variant="outline" onClick={onAgree} disabled={busy}>
            {t('identifications.agree')}
          </Button>
        )}
        {isMine && (
          <Button size="sm" variant="ghost" onClick={onWithdraw} disabled={busy}>
            {t('identifications.withdraw')}
          </Button>
        )}
      </div>
    </li>
  );
}

/** A species picked from the catalogue (free text alone names no catalogue species) and a comment. */
function SpeciesPickForm({
  submitLabel,
  pending,
  onSubmit,
}: {
  submitLabel: string;
  pending: boolean;
  onSubmit: (speciesId: number, comment: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [name, setName] = useState('');
  const [picked, setPicked] = useState<SpeciesSuggestion | null>(null);
  const [comment, setComment] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (picked?.id == null) return;
    try {
      await onSubmit(picked.id, comment.trim());
      setName('');
      setPicked(null);
      setComment('');
    } catch (error) {
      handleApiError(error);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-2">
      <label htmlFor={`${id}-species`} className="text-sm font-medium">
        {t('identifications.speciesLabel')}
      </label>
      <SpeciesNameInput
        id={`${id}-species`}
        value={name}
        onChange={(value, suggestion) => {
          setName(value);
          setPicked(suggestion?.id != null ? suggestion : null);
        }}
        disabled={pending}
      />
      {name.trim() !== '' && picked === null && (
        <p className="text-xs text-stone-600">{t('identifications.pickFromList')}</p>
      )}
      <label htmlFor={`${id}-comment`} className="text-sm font-medium">
        {t('identifications.commentLabel')}
      </label>
      <textarea
        id={`${id}-comment`}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        maxLength={IDENTIFICATION_COMMENT_MAX}
        rows={2}
        disabled={pending}
        className="w-full resize-y rounded-md border border-stone-300 bg-white px-3 py-2 text-base md:text-sm"
      />
      <div>
        <Button type="submit" size="sm" disabled={pending || picked === null}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

function IdentifyForm({ sightingId }: { sightingId: number }) {
  const { t } = useTranslation();
  const identify = useIdentify(sightingId);
  return (
    <SpeciesPickForm
      submitLabel={t('identifications.propose')}
      pending={identify.isPending}
      onSubmit={(speciesId, comment) =>
        identify.mutateAsync(comment ? { speciesId, comment } : { speciesId })
      }
    />
  );
}

function RequestSection({
  panel,
  isAuthor,
  isPublic,
  category,
}: {
  panel: SightingIdentifications;
  isAuthor: boolean;
  isPublic: boolean;
  category: string | null;
}) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const request = panel.request;
  const open = request && (request.status === 'pending' || request.status === 'answered');
  const ask = useAskForIdentification(panel.sightingId);
  const expertise = useExpertise(user && !isAuthor && open ? user.id : null);
  const isExpert = Boolean(expertise.data?.some((e) => e.category === category && e.expert));

  return (
    <div className="grid gap-2 border-t border-stone-200 pt-3 text-sm">
      <h3 className="font-semibold">{t('identifications.request.title')}</h3>
      {request && (
        <p data-testid="request-status">
          {t(`identifications.request.status.${request.status}`)}
          {request.priority === 'high' && (
            <Badge variant="accent" className="ms-2">
              {t('identifications.request.highPriority')}
            </Badge>
          )}
          {request.resolvedSpecies && (
            <>
              {' · '}
              <SpeciesName species={request.resolvedSpecies} />
            </>
          )}
        </p>
      )}
      {request?.note && (
        <p dir="auto" className="text-stone-700">
          {request.note}
        </p>
      )}
      {request && request.answers.length > 0 && (
        <ul className="grid gap-1">
          {request.answers.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center gap-2">
              <SpeciesName species={a.species} />
              <span dir="auto" className="text-stone-600">
                {a.expert.username}
              </span>
              <Badge variant="outline">{t(`identifications.request.level.${a.expertiseLevel}`)}</Badge>
              {a.notes && <span dir="auto">{a.notes}</span>}
              {isAuthor && open && <AcceptButton panel={panel} speciesId={a.species.id} />}
            </li>
          ))}
        </ul>
      )}
      {isAuthor && open && request && <CloseButton panel={panel} />}
      {isAuthor && isPublic && !open && (
        <div>
          <Button
            size="sm"
            variant="outline"
            disabled={ask.isPending}
            onClick={() => ask.mutate({}, { onError: (e) => handleApiError(e) })}
          >
            {t('identifications.request.ask')}
          </Button>
        </div>
      )}
      {open && request && user && !isAuthor && isExpert && (
        <ExpertAnswerForm panel={panel} requestId={request.id} />
      )}
      {open && !isAuthor && !isExpert && (
        <p className="text-xs text-stone-600">{t('identifications.request.expertsOnly')}</p>
      )}
      <Link to="/community#identification-requests" className="text-brand-800 hover:underline">
        {t('identifications.request.browse')}
      </Link>
    </div>
  );
}

function AcceptButton({ panel, speciesId }: { panel: SightingIdentifications; speciesId: number }) {
  const { t } = useTranslation();
  const settle = useSettleRequest(panel.sightingId, panel.request?.id ?? 0);
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={settle.isPending}
      onClick={() => settle.mutate({ speciesId }, { onError: (e) => handleApiError(e) })}
    >
      {t('identifications.request.accept')}
    </Button>
  );
}

function CloseButton({ panel }: { panel: SightingIdentifications }) {
  const { t } = useTranslation();
  const settle = useSettleRequest(panel.sightingId, panel.request?.id ?? 0);
  return (
    <div>
      <Button
        size="sm"
        variant="ghost"
        disabled={settle.isPending}
        onClick={() => settle.mutate('close', { onError: (e) => handleApiError(e) })}
      >
        {t('identifications.request.close')}
      </Button>
    </div>
  );
}

function ExpertAnswerForm({ panel, requestId }: { panel: SightingIdentifications; requestId: number }) {
  const { t } = useTranslation();
  const answer = useAnswerRequest(panel.sightingId, requestId);
  return (
    <SpeciesPickForm
      submitLabel={t('identifications.request.answer')}
      pending={answer.isPending}
      onSubmit={(speciesId, notes) => answer.mutateAsync(notes ? { speciesId, notes } : { speciesId })}
    />
  );
}
