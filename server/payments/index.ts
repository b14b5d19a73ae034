// The payments part (issue 14): what the rest of the server imports. Providers stay behind ctx.payments.

export { paymentEmailJob, premiumFreeMonthsJob, runPaymentSweeps, startPaymentSweeps } from './jobs';
export type { PaymentMethod, PaymentPurpose, ProviderName } from './provider';
export { type PaidPayment, type PurposeHandlers, registerPurpose } from './purposes';
export { createPayments, type Payments, type PaymentsDeps } from './service';
export { grantPremiumMonths } from './subscriptions';
