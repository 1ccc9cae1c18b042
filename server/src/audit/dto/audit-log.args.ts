import { ArgsType, Field, Int } from '@nestjs/graphql';
import { IsIn, IsISO8601, IsMongoId, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PAGE_DESCRIPTION, PageNumber, PageSize } from '../../common/pagination/page-args';
import { EmptyIsUnset } from '../../common/validation/query-transforms';
import { InOrder, Trim } from '../../common/validation/validation';
import { AUDIT_ENTITIES } from '../audit-entry.schema';

export const AUDIT_PAGE_SIZE = 25;
export const MAX_AUDIT_PAGE_SIZE = 100;

const DATE_MESSAGE = (name: string) => `${name} must be a date (YYYY-MM-DD) or a date and time (ISO 8601)`;
const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}($|T)/;

/** Filters and page of the audit log: GraphQL arguments and REST query parameters alike. */
@ArgsType()
export class AuditLogArgs {
  @Field({ nullable: true, description: "A staff member's id, or 'system' for the shop's own sweeps." })
  @Trim()
  @EmptyIsUnset()
  @IsOptional()
  @InOrder(
    IsString({ message: 'actorId must be text' }),
    Matches(/^(system|[0-9a-fA-F]{24})$/, { message: "actorId must be a staff member's id or 'system'" }),
  )
  actorId?: string;

  @Field({ nullable: true, description: AUDIT_ENTITIES.join(', ') })
  @Trim()
  @EmptyIsUnset()
  @IsOptional()
  @IsIn(AUDIT_ENTITIES, { message: `entity must be one of: ${AUDIT_ENTITIES.join(', ')}` })
  entity?: string;

  @Field({ nullable: true, description: "The record's id (an order's, a product's, …)." })
  @Trim()
  @EmptyIsUnset()
  @IsOptional()
  @InOrder(
    IsString({ message: 'entityId must be text' }),
    MaxLength(64),
    IsMongoId({ message: 'entityId must be a record id' }),
  )
  entityId?: string;

  @Field({ nullable: true, description: "From this day (YYYY-MM-DD, the shop's time zone) or moment (ISO 8601)." })
  @Trim()
  @EmptyIsUnset()
  @IsOptional()
  @InOrder(
    IsString({ message: DATE_MESSAGE('from') }),
    Matches(DATE_SHAPE, { message: DATE_MESSAGE('from') }),
    IsISO8601({ strict: true }, { message: DATE_MESSAGE('from') }),
  )
  from?: string;

  @Field({
    nullable: true,
    description: "Up to the end of this day (YYYY-MM-DD, the shop's time zone) or this moment.",
  })
  @Trim()
  @EmptyIsUnset()
  @IsOptional()
  @InOrder(
    IsString({ message: DATE_MESSAGE('to') }),
    Matches(DATE_SHAPE, { message: DATE_MESSAGE('to') }),
    IsISO8601({ strict: true }, { message: DATE_MESSAGE('to') }),
  )
  to?: string;

  @Field(() => Int, { nullable: true, defaultValue: 1, description: PAGE_DESCRIPTION })
  @PageNumber()
  page: number = 1;

  @Field(() => Int, {
    nullable: true,
    defaultValue: AUDIT_PAGE_SIZE,
    description: `At most ${MAX_AUDIT_PAGE_SIZE}; larger values are clamped.`,
  })
  @PageSize(MAX_AUDIT_PAGE_SIZE, { clamp: true })
  limit: number = AUDIT_PAGE_SIZE;
}

/** The log's filters as the service reads them. */
export interface AuditFilter {
  actorId?: string;
  entity?: string;
  entityId?: string;
  from?: Date;
  to?: Date;
  page: number;
  limit: number;
}

const DAY_MS = 86_400_000;
/** The shop's time zone (Asia/Karachi) has no daylight saving: always UTC+5. */
const SHOP_OFFSET = '+05:00';

function moment(text: string, endOfDay: boolean): Date {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const start = new Date(`${text}T00:00:00${SHOP_OFFSET}`);
    return endOfDay ? new Date(start.getTime() + DAY_MS - 1) : start;
  }
  return new Date(text);
}

/** The validated arguments as filters; `to` before `from` is refused. */
export function auditFilterOf(args: AuditLogArgs): AuditFilter | string {
  const from = args.from ? moment(args.from, false) : undefined;
  const to = args.to ? moment(args.to, true) : undefined;
  if (from && Number.isNaN(from.getTime())) return DATE_MESSAGE('from');
  if (to && Number.isNaN(to.getTime())) return DATE_MESSAGE('to');
  if (from && to && to < from) return 'to must not be before from';
  return {
    actorId: args.actorId,
    entity: args.entity,
    entityId: args.entityId,
    from,
    to,
    page: args.page,
    limit: args.limit,
  };
}
