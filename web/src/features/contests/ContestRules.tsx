// The rules every contest runs by, stated where members enter and vote: the calendar (UTC), who may vote and
// how, how the winner is decided, the fee and refunds. A contest's own extra rules are on its card.
import { CONTEST_RULES } from '@common/schemas/contests';
import type { Money } from '@common/schemas/payments';
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '../language/current-language';
import { formatMoney } from '../plans/money';

export function ContestRules({ fee }: { fee: Money | null }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const judge = Math.round(CONTEST_RULES.judgeWeight * 100);
  const votes = Math.round(CONTEST_RULES.voteWeight * 100);
  return (
    <section aria-labelledby="contest-rules" className="grid gap-3 rounded-xl bg-stone-50 p-5">
      <h2 id="contest-rules" className="text-lg font-semibold text-stone-900">
        {t('contests.rules.heading')}
      </h2>
      <ul className="grid list-disc gap-2 ps-5 text-sm text-stone-800">
        <li>
          {t('contests.rules.schedule', {
            votingDays: CONTEST_RULES.votingDays,
            judgingDays: CONTEST_RULES.judgingDays,
          })}
        </li>
        <li>{t('contests.rules.entries', { max: CONTEST_RULES.maxEntriesPerMember })}</li>
        <li>{t('contests.rules.voting', { days: CONTEST_RULES.voterMinAccountDays })}</li>
        <li>{t('contests.rules.hidden')}</li>
        <li>{t('contests.rules.ranking', { finalists: CONTEST_RULES.finalists, judge, votes })}</li>
        <li>
          {fee && fee.amountMinor > 0
            ? t('contests.rules.fee', { fee: formatMoney(fee, language) })
            : t('contests.rules.feePremium')}
        </li>
        <li>{t('contests.rules.refunds')}</li>
      </ul>
    </section>
  );
}
