import { Type } from 'class-transformer';
import { IsDate } from 'class-validator';
import { InOrder, NotBefore, NotInFuture } from '../../common/validation/validation';

/**
 * When a courier says a parcel was delivered or came back (a row of its status file): a date, not before the
 * order was placed and not in the future. `placedAt` is the order's, filled in by the import.
 */
export class ParcelOutcomeInput {
  @Type(() => Date)
  @IsDate()
  placedAt: Date;

  @Type(() => Date)
  @InOrder(
    IsDate({ message: 'The date is not a date (YYYY-MM-DD)' }),
    NotBefore('placedAt', 'The date is before the order was placed'),
    NotInFuture('The date is in the future'),
  )
  at: Date;
}
