import { applyDecorators } from '@nestjs/common';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ToNumber } from '../validation/query-transforms';
import { InOrder } from '../validation/validation';

/**
 * The highest page any list answers. Beyond it a request is refused (400) rather than sent to the database,
 * which refuses a skip past 2^31 - 1 ('skip must be an integer'); 10,000 pages of at most 100 reach a
 * million records, far past any screen of the shop.
 */
export const MAX_PAGE_NUMBER = 10_000;
/**
 * Page sizes above a list's maximum are clamped to it, as public APIs commonly do, up to this absurd bound
 * (the largest GraphQL Int); a larger `limit` is refused with the maximum's message.
 */
export const MAX_CLAMPED_LIMIT = 2_147_483_647;

/** `page` of every list, REST query text and GraphQL Int alike: a whole number from 1 to MAX_PAGE_NUMBER. */
export const PageNumber = () =>
  applyDecorators(
    ToNumber(),
    IsOptional(),
    InOrder(
      IsInt({ message: 'page must be a whole number' }),
      Min(1, { message: 'page must be 1 or more' }),
      Max(MAX_PAGE_NUMBER, { message: `page must be at most ${MAX_PAGE_NUMBER}` }),
    ),
  );

/**
 * `limit` of a list: a whole number from 1 to `max`. With `clamp`, values above `max` (up to
 * MAX_CLAMPED_LIMIT) are read as `max`; without it they are refused.
 */
export const PageSize = (max: number, options: { clamp: boolean }) =>
  applyDecorators(
    ToNumber(options.clamp ? { clampAt: max, upTo: MAX_CLAMPED_LIMIT } : undefined),
    IsOptional(),
    InOrder(
      IsInt({ message: 'limit must be a whole number' }),
      Min(1, { message: 'limit must be 1 or more' }),
      Max(max, { message: `limit must be at most ${max}` }),
    ),
  );

/** What GraphQL integrators read about `page`. */
export const PAGE_DESCRIPTION = `From 1 to ${MAX_PAGE_NUMBER}.`;
