import { Injectable } from '@nestjs/common';
import { OrderStatus } from '../../orders/order-status';
import type { StoredOrder } from '../../orders/order-view';
import { OrderRecordsService } from '../../orders/order-records.service';
import { deliveredAtOf, RemittancesService } from '../remittances.service';
import { courierFigures, ShippedParcel } from './courier-figures';
import type { CourierFiguresReport } from './courier-figures.model';

/** At most this many parcels are read for one report (the newest first); `capped` says when more were booked. */
export const MAX_PARCELS = 20_000;
const DAY = 86_400_000;

function lastMove(record: StoredOrder, status: OrderStatus): Date | undefined {
  const moves = (record.statusHistory ?? []).filter((change) => change.status === status);
  const at = moves[moves.length - 1]?.changedAt;
  return at ? new Date(at) : undefined;
}

/** A shipped order as the figures read it: delivered and returned by its status, as Courier Cash counts them. */
function parcelOf(record: StoredOrder): ShippedParcel {
  const shipment = record.shipment!;
  const delivered = record.status === OrderStatus.Delivered;
  const returned = record.status === OrderStatus.Returned;
  return {
    courier: shipment.courier,
    city: record.shippingAddress?.city ?? '',
    bookedAt: new Date(shipment.bookedAt),
    deliveredAt: delivered ? deliveredAtOf(record) : undefined,
    returnedAt: returned
      ? new Date(shipment.returnedAt ?? lastMove(record, OrderStatus.Returned) ?? shipment.bookedAt)
      : undefined,
    paidAt: delivered && shipment.paidAt ? new Date(shipment.paidAt) : undefined,
  };
}

/** Courier figures: per courier and city over the last days, with the cash each courier still holds. */
@Injectable()
export class CourierFiguresService {
  constructor(
    private readonly records: OrderRecordsService,
    private readonly remittances: RemittancesService,
  ) {}

  async report(days: number, now = new Date()): Promise<CourierFiguresReport> {
    const since = new Date(now.getTime() - days * DAY);
    const [shipped, outstanding] = await Promise.all([
      this.records.shippedSince(since, MAX_PARCELS + 1),
      this.remittances.outstanding(now),
    ]);
    const capped = shipped.length > MAX_PARCELS;
    const owed = new Map(outstanding.byCourier.map((row) => [row.courier, row.amount]));
    const couriers = courierFigures(shipped.slice(0, MAX_PARCELS).map(parcelOf)).map((row) => ({
      ...row,
      cashOutstanding: owed.get(row.courier) ?? 0,
    }));
    return { days, since, capped, couriers };
  }
}
