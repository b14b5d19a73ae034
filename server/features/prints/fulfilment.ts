// Who makes and ships a paid print. Behind this interface so a print lab's API can take over; the embedded
// default is manual fulfilment: administrators download the print file in /product-management, have it printed,
// and set the order's status and tracking there (admin-routes.ts).
import type { PrintOrderRow } from '../../db/schema';

export interface PrintFulfilment {
  readonly name: string;
  /** A paid order is waiting to be made: called by the print_order_email job of the 'paid' step, after commit. */
  orderPaid(order: PrintOrderRow): Promise<void>;
  /** Whether administrators set status and tracking by hand (the manual default: always). */
  readonly manualStatus: boolean;
}

export class ManualFulfilment implements PrintFulfilment {
  readonly name = 'manual';
  readonly manualStatus = true;
  /** Nothing to send anywhere: the order appears in the administrators' list as paid. */
  async orderPaid(_order: PrintOrderRow): Promise<void> {}
}
