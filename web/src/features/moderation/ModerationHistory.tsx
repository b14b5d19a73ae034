// The decision log: when, which administrator (or the members' flags), what, about which item and member, and
// why. Newest first.
import type { ModerationAction, ModerationActionView } from '@common/schemas/moderation';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../components/ui/Spinner';
import { errorMessage } from '../../lib/api';
import { formatDate } from '../../lib/format';
import { useCurrentLanguage } from '../language/current-language';
import { useModerationActions } from './use-moderation';

const ACTION_KEYS: Record<ModerationAction, string> = {
  keep: 'moderation.actions.keep',
  hide: 'moderation.actions.hide',
  delete: 'moderation.actions.delete',
  warn: 'moderation.actions.warn',
  suspend: 'moderation.actions.suspend',
  unsuspend: 'moderation.actions.unsuspend',
  auto_hide: 'moderation.actions.auto_hide',
};

export function ActionLabel({ action }: { action: ModerationAction }) {
  const { t } = useTranslation();
  return <span className="font-medium text-stone-800">{t(ACTION_KEYS[action])}</span>;
}

function ItemLink({ entry }: { entry: ModerationActionView }) {
  const { t } = useTranslation();
  if (entry.contentType === null || entry.contentId === null) return null;
  const label = `${t(`moderation.admin.types.${entry.contentType}`)} ${entry.contentId}`;
  if (entry.contentType === 'sighting') return <Link to={`/sighting/${entry.contentId}`}>{label}</Link>;
  if (entry.contentType === 'profile') return <Link to={`/profile/${entry.contentId}`}>{label}</Link>;
  return <>{label}</>;
}

export function ModerationHistory() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const log = useModerationActions();
  if (log.isPending || log.unauthorized) return <Spinner />;
  if (log.isError)
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        {errorMessage(log.error, t('moderation.admin.loadFailed'))}
      </p>
    );
  if (log.data.length === 0)
    return (
      <p className="rounded-xl bg-stone-50 p-6 text-center text-stone-600">{t('moderation.history.empty')}</p>
    );
  return (
    <div className="relative overflow-x-auto rounded-xl border border-stone-200 bg-white">
      <table className="w-full min-w-[40rem] text-start text-sm">
        <caption className="p-3 text-start font-semibold text-stone-900">
          {t('moderation.history.title')}
        </caption>
        <thead className="bg-stone-50 text-stone-700">
          <tr>
            <th scope="col" className="p-2 text-start">
              {t('moderation.history.when')}
            </th>
            <th scope="col" className="p-2 text-start">
              {t('moderation.history.admin')}
            </th>
            <th scope="col" className="p-2 text-start">
              {t('moderation.history.action')}
            </th>
            <th scope="col" className="p-2 text-start">
              {t('moderation.history.item')}
            </th>
            <th scope="col" className="p-2 text-start">
              {t('moderation.history.member')}
            </th>
            <th scope="col" className="p-2 text-start">
              {t('moderation.history.reason')}
            </th>
          </tr>
        </thead>
        <tbody>
          {log.data.map((entry) => (
            <tr key={entry.id} className="border-t border-stone-100 align-top">
              <td className="whitespace-nowrap p-2">
                {formatDate(entry.createdAt, language, { dateStyle: 'medium', timeStyle: 'short' })}
              </td>
              <td className="p-2" dir="auto">
                {entry.admin ?? t('moderation.history.automatic')}
              </td>
              <td className="p-2">
                <ActionLabel action={entry.action} />
                {entry.action === 'suspend' && (
                  <span className="block text-stone-600">
                    {entry.suspendedUntil
                      ? t('moderation.suspended.until', {
                          date: formatDate(entry.suspendedUntil, language, { dateStyle: 'medium' }),
                        })
                      : t('moderation.suspended.indefinitely')}
                  </span>
                )}
              </td>
              <td className="p-2">
                <ItemLink entry={entry} />
              </td>
              <td className="p-2">
                {entry.target && (
                  <Link to={`/profile/${entry.target.id}`} dir="auto" className="hover:underline">
                    {entry.target.username}
                  </Link>
                )}
              </td>
              <td className="max-w-xs break-words p-2" dir="auto">
                {entry.reason}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
