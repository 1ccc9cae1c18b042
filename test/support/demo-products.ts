/**
 * Products sold as one (no options): what a test that puts "a demo product" in a cart or an order picks, since a
 * product sold in kinds (the demo case, cable, charger and strap) needs a variant chosen. `SOLD_AS_ONE` filters the
 * stored products; `soldAsOne` the API's (ask for `options { name }`).
 */
export const SOLD_AS_ONE = { 'options.0': { $exists: false } };
export const soldAsOne = (product: { options?: readonly unknown[] | null }) => !product.options?.length;
