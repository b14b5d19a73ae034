// Which function runs each type of background job. The worker claims only the types registered here.
import { accountDeletionJob } from '../features/account/deletion-job';
import { accountEmailJob } from '../features/account/emails';
import { accountExportJob } from '../features/account/export-build';
import { passwordResetEmailJob } from '../features/auth/password-reset-job';
import { contestRefundJob, contestWinnerEmailJob } from '../features/contests/jobs';
import { customSpeciesEmailJob } from '../features/custom-species/email-job';
import { guideEmailJob } from '../features/guides/emails';
import { photoEmbeddingJob } from '../features/identification/embeddings';
import { locationAlertEmailJob, locationAlertMatchJob } from '../features/location-alerts/jobs';
import { sightingAlertEmailJob } from '../features/location-alerts/sighting-alerts';
import { moderationNoticeEmailJob } from '../features/moderation/notices';
import { moderationScanJob } from '../features/moderation/scan-job';
import { notificationEmailJob } from '../features/notifications/email-job';
import { printOrderEmailJob } from '../features/prints/emails';
import { rareSightingRecordJob } from '../features/rare-tracker/record-job';
import { referralRewardEmailJob } from '../features/referrals/email-job';
import { supportEmailJob } from '../features/support/email-job';
import type { AppContext } from '../http/context';
import { paymentEmailJob, premiumFreeMonthsJob } from '../payments/jobs';
import { demoMediaJob } from './demo-media';
import { mediaCleanupJob } from './media-cleanup';
import type { JobHandlers } from './worker';

export function createJobHandlers(ctx: AppContext): JobHandlers {
  return {
    notification_email: notificationEmailJob(ctx),
    media_cleanup: mediaCleanupJob({ db: ctx.db, storage: ctx.media, log: ctx.log }),
    demo_media: demoMediaJob(ctx),
    password_reset_email: passwordResetEmailJob(ctx),
    custom_species_email: customSpeciesEmailJob(ctx),
    moderation_scan: moderationScanJob({
      db: ctx.db,
      media: ctx.media,
      vision: ctx.vision,
      clock: ctx.clock,
      log: ctx.log,
    }),
    photo_embedding: photoEmbeddingJob(ctx),
    rare_sighting_record: rareSightingRecordJob(ctx),
    location_alert_match: locationAlertMatchJob(ctx),
    location_alert_email: locationAlertEmailJob(ctx),
    sighting_alert_email: sightingAlertEmailJob(ctx),
    payment_email: paymentEmailJob(ctx),
    premium_free_months: premiumFreeMonthsJob(ctx),
    contest_payment_refund: contestRefundJob(ctx),
    contest_winner_email: contestWinnerEmailJob(ctx),
    referral_reward_email: referralRewardEmailJob(ctx),
    print_order_email: printOrderEmailJob(ctx),
    moderation_notice_email: moderationNoticeEmailJob(ctx),
    guide_email: guideEmailJob(ctx),
    support_admin_email: supportEmailJob(ctx),
    account_export: accountExportJob(ctx),
    account_deletion: accountDeletionJob(ctx),
    account_email: accountEmailJob(ctx),
  };
}
