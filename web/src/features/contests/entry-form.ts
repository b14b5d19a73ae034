// What the entry form allows, as a pure function of the contest's viewer and the form's values (unit-tested):
// which payment methods to offer (the region's; none for premium members, who enter free), and what still
// stops the member from submitting.
import { CONTEST_DESCRIPTION_MAX, type ContestDetail } from '@common/schemas/contests';
import type { PaymentMethodValue } from '@common/schemas/payments';

export type EntryFormProblem = 'cannot_enter' | 'pick_sighting' | 'description_too_long' | 'pick_method';

export interface EntryFormState {
  /** The methods a free member may pay with here, card first; empty for premium members. */
  methods: PaymentMethodValue[];
  needsPayment: boolean;
  /** The chosen method, else the region's first (card where cards are taken): one choice fewer to make. */
  method: PaymentMethodValue | null;
  problem: EntryFormProblem | null;
  canSubmit: boolean;
}

export function entryFormState(input: {
  viewer: Pick<ContestDetail['viewer'], 'canEnter' | 'premium' | 'cardSupported' | 'paypalSupported'>;
  sightingId: number | null;
  description: string;
  method: PaymentMethodValue | null;
  submitting?: boolean;
}): EntryFormState {
  const { viewer } = input;
  const needsPayment = !viewer.premium;
  const methods: PaymentMethodValue[] = needsPayment
    ? [
        ...(viewer.cardSupported ? (['card'] as const) : []),
        ...(viewer.paypalSupported ? (['paypal'] as const) : []),
      ]
    : [];
  const method =
    input.method && methods.includes(input.method)
      ? input.method
      : methods.length > 0
        ? (methods[0] ?? null)
        : null;
  let problem: EntryFormProblem | null = null;
  if (!viewer.canEnter) problem = 'cannot_enter';
  else if (input.sightingId === null) problem = 'pick_sighting';
  else if (input.description.trim().length > CONTEST_DESCRIPTION_MAX) problem = 'description_too_long';
  else if (needsPayment && method === null) problem = 'pick_method';
  return { methods, needsPayment, method, problem, canSubmit: problem === null && !input.submitting };
}
