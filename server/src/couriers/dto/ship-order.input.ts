import { Field, ID, InputType } from '@nestjs/graphql';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsMongoId, IsOptional, IsString, MaxLength } from 'class-validator';
import { COURIER_CODES } from '../../orders/courier-directory';
import { OrderStatus } from '../../orders/order-status';

export const COURIER_MESSAGE = `courier must be one of ${COURIER_CODES.join(', ')}`;

@InputType({ description: 'Hand an order to a courier (or own rider): it moves to Shipped with its parcel.' })
export class ShipOrderInput {
  @Field({ description: 'tcs, leopards, postex, mp, trax, blueex, callcourier, pakpost or own_rider.' })
  @IsIn(COURIER_CODES, { message: COURIER_MESSAGE })
  courier: string;

  @Field({ nullable: true, description: "The courier's tracking number (required except for an own rider)." })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  trackingNumber?: string;

  @Field({ nullable: true, description: 'Own rider: who carries it (required then).' })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  riderName?: string;
}

@InputType()
export class OrderIdsInput {
  @Field(() => [ID])
  @IsArray({ message: 'orderIds must be a list of order ids' })
  @ArrayMinSize(1, { message: 'Select at least one order' })
  @ArrayMaxSize(200, { message: 'At most 200 orders at once' })
  @IsMongoId({ each: true, message: 'orderIds must be order ids' })
  orderIds: string[];
}

export const BULK_STATUSES = [OrderStatus.Processing, OrderStatus.Shipped] as const;

@InputType({ description: 'Move many orders at once: to Processing, or to Shipped with one courier (own rider).' })
export class BulkStatusInput extends OrderIdsInput {
  @Field(() => OrderStatus)
  @IsIn(BULK_STATUSES, { message: 'status must be Processing or Shipped' })
  status: OrderStatus;

  @Field(() => ShipOrderInput, { nullable: true, description: 'With Shipped: the courier (own rider and its name).' })
  @IsOptional()
  shipment?: ShipOrderInput;
}

@InputType({ description: "A courier's CSV file, as text." })
export class CsvImportInput {
  @Field()
  @IsString({ message: 'csv must be the text of a CSV file' })
  @MaxLength(2_000_000, { message: 'The CSV file is too large (at most 2 MB)' })
  csv: string;
}

@InputType({
  description: 'Tracking numbers of one courier, a line per order: the order number, then the tracking number.',
})
export class TrackingImportInput {
  @Field({ description: 'The courier the parcels went with (not own_rider).' })
  @IsIn(COURIER_CODES.filter((code) => code !== 'own_rider'), {
    message: `courier must be one of ${COURIER_CODES.filter((code) => code !== 'own_rider').join(', ')}`,
  })
  courier: string;

  @Field({ description: 'A line per order; a first line naming the columns is skipped.' })
  @IsString({ message: 'text must be the pasted lines' })
  @MaxLength(100_000, { message: 'Too much text at once (at most 100,000 characters)' })
  text: string;
}

@InputType()
export class BookOrdersInput extends OrderIdsInput {
  @Field({ nullable: true, description: "The courier to book with; left out, each order's dispatch rule's courier." })
  @IsOptional()
  @IsIn(COURIER_CODES, { message: COURIER_MESSAGE })
  courier?: string;
}

export class BookOrderBody {
  @IsOptional()
  @IsIn(COURIER_CODES, { message: COURIER_MESSAGE })
  courier?: string;
}

export class ExportOrdersBody extends OrderIdsInput {
  @IsOptional()
  @IsIn(['plain', 'postex'], { message: 'layout must be plain or postex' })
  layout?: 'plain' | 'postex';
}
