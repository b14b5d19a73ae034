// /admin/custom-species: members' proposals of species the catalogue lacks. Pending ones, oldest first, can be
// approved into the catalogue (a community species, names correctable first), merged into a species the
// catalogue has (picked with the species autocomplete), or rejected with notes; the member is told either way.
import {
  type AdminCustomSpeciesProposal,
  PROPOSAL_STATUSES,
  type ProposalStatus,
} from '@common/schemas/custom-species';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../app/use-page-title';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Input } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { Spinner } from '../../components/ui/Spinner';
import { toast } from '../../components/ui/use-toast';
import { useAdminProposals, useReviewProposal } from '../../features/custom-species/use-custom-species';
import { useCurrentLanguage } from '../../features/language/current-language';
import { mediaPath } from '../../features/sightings/media-path';
import { SpeciesNameInput } from '../../features/species/SpeciesNameInput';
import { errorMessage } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { AdminPageHeader } from './AdminPageHeader';

export default function AdminCustomSpeciesPage() {
  const { t } = useTranslation();
  usePageTitle(t('adminCustomSpecies.title'));
  const [status, setStatus] = useState<ProposalStatus>('pending');
  const [page, setPage] = useState(1);
  const list = useAdminProposals(status, page);
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / 25)) : 1;

  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10">
      <AdminPageHeader title={t('adminCustomSpecies.title')} subtitle={t('adminCustomSpecies.subtitle')} />
      <div role="tablist" aria-label={t('adminCustomSpecies.statusTabs')} className="flex flex-wrap gap-2">
        {PROPOSAL_STATUSES.map((s) => (
          <Button
            key={s}
            role="tab"
            aria-selected={status === s}
            variant={status === s ? 'default' : 'outline'}
            size="sm"
            onClick={() => {
              setStatus(s);
              setPage(1);
            }}
          >
            {t(`adminCustomSpecies.status.${s}`)}
          </Button>
        ))}
      </div>
      {list.isPending || list.unauthorized ? (
        <Spinner />
      ) : list.isError || !list.data ? (
        <div role="alert" className="grid justify-items-start gap-3 rounded-xl bg-red-50 p-4 text-red-800">
          <p>{errorMessage(list.error, t('adminCustomSpecies.loadFailed'))}</p>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </div>
      ) : list.data.proposals.length === 0 ? (
        <p className="text-stone-600">{t('adminCustomSpecies.empty')}</p>
      ) : (
        <ul className="grid gap-4">
          {list.data.proposals.map((p) => (
            <li key={p.id}>
              <ProposalCard proposal={p} />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="flex items-center gap-3" aria-label={t('adminConservation.pages')}>
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('adminConservation.previous')}
          </Button>
          <span className="text-sm">{t('adminConservation.pageOf', { page, pages })}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('adminConservation.next')}
          </Button>
        </nav>
      )}
    </div>
  );
}

type Action = 'approve' | 'merge' | 'reject' | null;

function ProposalCard({ proposal }: { proposal: AdminCustomSpeciesProposal }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const review = useReviewProposal();
  const [action, setAction] = useState<Action>(null);
  const [scientificName, setScientificName] = useState(proposal.scientificName ?? '');
  const [commonName, setCommonName] = useState(proposal.commonName);
  const [family, setFamily] = useState('');
  const [mergeName, setMergeName] = useState('');
  const [mergeTarget, setMergeTarget] = useState<string | null>(null);
  const [notes, setNotes] = useState('');
  const idBase = `proposal-${proposal.id}`;

  const done = (title: string) => ({
    onSuccess: () => {
      setAction(null);
      toast({ title });
    },
    onError: (error: unknown) =>
      toast({
        variant: 'destructive',
        title: t('adminCustomSpecies.reviewFailed'),
        description: errorMessage(error, t('common.tryAgain')),
      }),
  });
  const notesInput = (
    <div className="grid gap-1">
      <Label htmlFor={`${idBase}-notes`}>{t('adminCustomSpecies.notes')}</Label>
      <textarea
        id={`${idBase}-notes`}
        value={notes}
        rows={2}
        maxLength={1000}
        dir="auto"
        onChange={(e) => setNotes(e.target.value)}
        className="w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base md:text-sm"
      />
    </div>
  );
  const moderatorNotes = notes.trim() || undefined;

  return (
    <article className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 dir="auto" className="text-lg font-semibold text-stone-900">
            {proposal.commonName}
          </h2>
          {proposal.scientificName && <p className="italic text-stone-700">{proposal.scientificName}</p>}
          <p className="text-sm text-stone-600">
            {t('adminCustomSpecies.proposedBy', {
              username: proposal.proposer.username,
              date: formatDate(proposal.createdAt, language),
            })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge>{t(`categories.names.${proposal.category}`)}</Badge>
          <Badge variant="outline">{t(`adminCustomSpecies.status.${proposal.status}`)}</Badge>
        </div>
      </header>
      <dl className="grid gap-1 text-sm">
        {proposal.region && (
          <div>
            <dt className="inline font-medium">{t('adminCustomSpecies.region')}: </dt>
            <dd dir="auto" className="inline">
              {proposal.region}
            </dd>
          </div>
        )}
        {proposal.submissionReason && (
          <div>
            <dt className="inline font-medium">{t('adminCustomSpecies.reason')}: </dt>
            <dd dir="auto" className="inline whitespace-pre-line">
              {proposal.submissionReason}
            </dd>
          </div>
        )}
        {proposal.aiConfidence !== null && (
          <div>
            <dt className="inline font-medium">{t('adminCustomSpecies.aiConfidence')}: </dt>
            <dd className="inline">{Math.round(proposal.aiConfidence * 100)}%</dd>
          </div>
        )}
        <div>
          <dt className="inline font-medium">{t('adminCustomSpecies.sightings')}: </dt>
          <dd className="inline">{proposal.sightings}</dd>
        </div>
        {proposal.moderatorNotes && (
          <div>
            <dt className="inline font-medium">{t('adminCustomSpecies.notes')}: </dt>
            <dd dir="auto" className="inline">
              {proposal.moderatorNotes}
            </dd>
          </div>
        )}
        {proposal.species && (
          <div>
            <dt className="inline font-medium">{t('adminCustomSpecies.catalogueSpecies')}: </dt>
            <dd className="inline">
              <Link to={`/species/${proposal.species.slug}`} className="italic underline">
                {proposal.species.scientificName}
              </Link>
            </dd>
          </div>
        )}
      </dl>
      {proposal.evidenceMediaUrls.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('adminCustomSpecies.evidence')}>
          {proposal.evidenceMediaUrls.map((url) => (
            <li key={url}>
              <a href={mediaPath(url)} target="_blank" rel="noopener noreferrer">
                <img
                  src={mediaPath(url)}
                  alt={t('adminCustomSpecies.evidenceAlt', { name: proposal.commonName })}
                  className="size-28 rounded-lg object-cover"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      )}

      {proposal.status === 'pending' && (
        <div className="grid gap-3 border-t border-stone-200 pt-3">
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant={action === 'approve' ? 'default' : 'outline'}
              onClick={() => setAction('approve')}
            >
              {t('adminCustomSpecies.approve')}
            </Button>
            <Button
              size="sm"
              variant={action === 'merge' ? 'default' : 'outline'}
              onClick={() => setAction('merge')}
            >
              {t('adminCustomSpecies.merge')}
            </Button>
            <Button
              size="sm"
              variant={action === 'reject' ? 'default' : 'outline'}
              onClick={() => setAction('reject')}
            >
              {t('adminCustomSpecies.reject')}
            </Button>
          </div>
          {action === 'approve' && (
            <form
              className="grid gap-2 sm:grid-cols-3"
              onSubmit={(e) => {
                e.preventDefault();
                review.mutate(
                  {
                    kind: 'approve',
                    id: proposal.id,
                    input: { scientificName, commonName, family: family || undefined, moderatorNotes },
                  },
                  done(t('adminCustomSpecies.approved', { name: commonName })),
                );
              }}
            >
              <div className="grid gap-1">
                <Label htmlFor={`${idBase}-scientific`}>{t('adminCustomSpecies.scientificName')}</Label>
                <Input
                  id={`${idBase}-scientific`}
                  value={scientificName}
                  onChange={(e) => setScientificName(e.target.value)}
                />
              </div>
              <div className="grid gap-1">
                <Label htmlFor={`${idBase}-common`}>{t('adminCustomSpecies.commonName')}</Label>
                <Input
                  id={`${idBase}-common`}
                  value={commonName}
                  dir="auto"
                  onChange={(e) => setCommonName(e.target.value)}
                />
              </div>
              <div className="grid gap-1">
                <Label htmlFor={`${idBase}-family`}>{t('adminCustomSpecies.family')}</Label>
                <Input id={`${idBase}-family`} value={family} onChange={(e) => setFamily(e.target.value)} />
              </div>
              <div className="sm:col-span-3">{notesInput}</div>
              <Button type="submit" className="justify-self-start" disabled={review.isPending}>
                {t('adminCustomSpecies.confirmApprove')}
              </Button>
            </form>
          )}
          {action === 'merge' && (
            <form
              className="grid gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                if (!mergeTarget) return;
                review.mutate(
                  { kind: 'merge', id: proposal.id, input: { scientificName: mergeTarget, moderatorNotes } },
                  done(t('adminCustomSpecies.merged', { name: mergeTarget })),
                );
              }}
            >
              <Label htmlFor={`${idBase}-merge`}>{t('adminCustomSpecies.mergeInto')}</Label>
              <SpeciesNameInput
                id={`${idBase}-merge`}
                value={mergeName}
                onChange={(name, picked) => {
                  setMergeName(name);
                  setMergeTarget(picked?.scientificName ?? null);
                }}
              />
              {mergeTarget && <p className="text-sm italic text-stone-700">{mergeTarget}</p>}
              {notesInput}
              <Button
                type="submit"
                className="justify-self-start"
                disabled={!mergeTarget || review.isPending}
              >
                {t('adminCustomSpecies.confirmMerge')}
              </Button>
            </form>
          )}
          {action === 'reject' && (
            <form
              className="grid gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                review.mutate(
                  { kind: 'reject', id: proposal.id, input: { moderatorNotes: notes } },
                  done(t('adminCustomSpecies.rejected', { name: proposal.commonName })),
                );
              }}
            >
              {notesInput}
              <Button
                type="submit"
                variant="destructive"
                className="justify-self-start"
                disabled={!notes.trim() || review.isPending}
              >
                {t('adminCustomSpecies.confirmReject')}
              </Button>
            </form>
          )}
        </div>
      )}
    </article>
  );
}
