import type { OrderLineRecord } from './schemas/order.schema';

/**
 * How people know an order line on paper and in messages (labels, packing slips, courier bookings, confirmation
 * messages): the product's name, and for a variant its option values ("Clear Case (iPhone 15 / Black)").
 */
export const orderLineName = (line: Pick<OrderLineRecord, 'name' | 'options'>) =>
  line.options?.length ? `${line.name} (${line.options.map((option) => option.value).join(' / ')})` : line.name;
