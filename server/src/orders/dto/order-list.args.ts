import { ArgsType, Field, Int, registerEnumType } from '@nestjs/graphql';
import { PAGE_DESCRIPTION, PageNumber, PageSize } from '../../common/pagination/page-args';
import { AllMeansAny, ToBoolean } from '../../common/validation/query-transforms';
import { IsBoolean, IsEnum, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { InOrder, Trim } from '../../common/validation/validation';
import { OrderStatus } from '../order-status';

export enum SortOrder {
  asc = 'asc',
  desc = 'desc',
}
registerEnumType(SortOrder, { name: 'SortOrder' });

/** Order lists refuse a larger page size (400 'limit must be at most 100') rather than clamp it. */
export const MAX_ORDERS_PAGE_SIZE = 100;

export const ORDER_SORT_FIELDS = ['createdAt', 'totalAmount', 'status', 'orderNumber'] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];

/** Page, search, status filter and sort of order lists (customer's own and admin lists). */
@ArgsType()
export class OrderListArgs {
  @Field(() => Int, { nullable: true, defaultValue: 1, description: PAGE_DESCRIPTION })
  @PageNumber()
  page?: number;

  @Field(() => Int, { nullable: true, defaultValue: 10 })
  @PageSize(MAX_ORDERS_PAGE_SIZE, { clamp: false })
  limit?: number;

  @Field({
    nullable: true,
    description: 'Order number, name, e-mail, phone (any form, or part of one), city or discount code (admin lists).',
  })
  @Trim()
  @AllMeansAny()
  @IsOptional()
  @InOrder(
    IsString({ message: 'search must be text' }),
    MaxLength(100, { message: 'Search text must not exceed 100 characters' }),
  )
  search?: string;

  @Field(() => OrderStatus, { nullable: true })
  @AllMeansAny()
  @IsOptional()
  @IsEnum(OrderStatus, { message: `status must be one of: ${Object.values(OrderStatus).join(', ')}` })
  status?: OrderStatus;

  @Field({
    nullable: true,
    description: 'Admin lists: true for orders ready for a courier (confirmed, Pending or Processing, no parcel yet).',
  })
  @ToBoolean()
  @IsOptional()
  @IsBoolean({ message: 'readyToShip must be true or false' })
  readyToShip?: boolean;

  @Field(() => String, { nullable: true, defaultValue: 'createdAt', description: ORDER_SORT_FIELDS.join(', ') })
  @IsOptional()
  @IsIn(ORDER_SORT_FIELDS, { message: `sortBy must be one of: ${ORDER_SORT_FIELDS.join(', ')}` })
  sortBy?: OrderSortField;

  @Field(() => SortOrder, { nullable: true, defaultValue: SortOrder.desc })
  @IsOptional()
  @IsEnum(SortOrder, { message: 'sortOrder must be asc or desc' })
  sortOrder?: SortOrder;
}

/** Which orders an admin list holds: account orders, guest orders, or both in one list (the dispatch desk's inbox). */
export enum OrderKind {
  account = 'account',
  guest = 'guest',
  all = 'all',
}
registerEnumType(OrderKind, {
  name: 'OrderKind',
  description: 'account: placed signed in; guest: placed without an account; all: both kinds in one list.',
});

/** The admin orders list: the list's page, search, filters and sort, and which kind of orders it holds. */
@ArgsType()
export class AdminOrderListArgs extends OrderListArgs {
  @Field(() => OrderKind, { nullable: true, defaultValue: OrderKind.account })
  @IsOptional()
  @IsEnum(OrderKind, { message: 'kind must be one of: account, guest, all' })
  kind?: OrderKind;
}
