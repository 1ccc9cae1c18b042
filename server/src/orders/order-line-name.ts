import { lineName } from '../products/variants';
import type { OrderLineRecord } from './schemas/order.schema';

/**
 * How people know an order line on paper and in messages (labels, packing slips, courier bookings, confirmation
 * messages, stock refusals): as the shop names a line (products/variants `lineName`), from the option values the line
 * kept ("Clear Case (iPhone 15 / Black)").
 */
export const orderLineName = (line: Pick<OrderLineRecord, 'name' | 'options'>) =>
  lineName(line, line.options?.length ? { values: line.options.map((option) => option.value) } : undefined);
