import { buildSchema, getVariableValues, parse, type OperationDefinitionNode } from 'graphql';
import { withoutSuggestions, withoutVariableValues } from './format-error';

/** The message graphql-js itself writes for these variables (the one Apollo passes on). */
function graphqlMessage(variables: Record<string, unknown>): string {
  const schema = buildSchema(`
    enum Sort { LATEST NEWEST }
    input Line { product: ID!, quantity: Int! }
    input Order { email: String, password: String, lines: [Line!], sort: Sort }
    type Query { place(order: Order!, count: Int, price: Float, flag: Boolean): Int }
  `);
  const operation = parse(
    'query($order: Order!, $count: Int, $price: Float, $flag: Boolean) { place(order: $order, count: $count, price: $price, flag: $flag) }',
  ).definitions[0] as OperationDefinitionNode;
  const result = getVariableValues(schema, operation.variableDefinitions!, variables);
  if (!result.errors) throw new Error('expected an error');
  return result.errors[0].message;
}

const secret = 's3cr3t; Expected type "X" to be an object.';

describe('withoutVariableValues', () => {
  it.each([
    [
      'an unknown field',
      { order: { password: secret, emial: 'x' } },
      'Variable "$order" got invalid value; Field "emial" is not defined by type "Order". Did you mean "email"?',
    ],
    [
      'a list for a text',
      { order: { password: [secret] } },
      'Variable "$order" got invalid value at "order.password"; String cannot represent a non string value.',
    ],
    [
      'a missing required field deep inside',
      { order: { password: secret, lines: [{ product: '1' }] } },
      'Variable "$order" got invalid value at "order.lines[0]"; Field "quantity" of required type "Int!" was not provided.',
    ],
    [
      'a text for a number deep inside',
      { order: { lines: [{ product: '1', quantity: secret }] } },
      'Variable "$order" got invalid value at "order.lines[0].quantity"; Int cannot represent non-integer value.',
    ],
    [
      'a number too large',
      { order: {}, count: 2 ** 40 },
      'Variable "$count" got invalid value; Int cannot represent non 32-bit signed integer value.',
    ],
    [
      'a text for a float',
      { order: {}, price: secret },
      'Variable "$price" got invalid value; Float cannot represent non numeric value.',
    ],
    [
      'a text for a boolean',
      { order: {}, flag: secret },
      'Variable "$flag" got invalid value; Boolean cannot represent a non boolean value.',
    ],
    [
      'an object for an id',
      { order: { lines: [{ product: { secret }, quantity: 1 }] } },
      'Variable "$order" got invalid value at "order.lines[0].product"; ID cannot represent value.',
    ],
    [
      'an unknown enum value',
      { order: { sort: `${secret}LATEST` } },
      'Variable "$order" got invalid value at "order.sort"; Value does not exist in "Sort" enum.',
    ],
    [
      'a text for an object',
      { order: secret },
      'Variable "$order" got invalid value; Expected type "Order" to be an object.',
    ],
    ['null for a required variable', { order: null }, 'Variable "$order" of non-null type "Order!" must not be null.'],
  ])('%s', (_case, variables, expected) => {
    const message = graphqlMessage(variables);
    expect(withoutVariableValues(message)).toBe(expected);
    expect(withoutVariableValues(message)).not.toContain('s3cr3t');
  });

  it('keeps only the variable name when the reason cannot be told apart from the value', () => {
    expect(
      withoutVariableValues('Variable "$input" got invalid value { password: "s3cr3t" }; Something new: "s3cr3t"'),
    ).toBe('Variable "$input" got invalid value.');
  });

  it('leaves other messages alone', () => {
    expect(withoutVariableValues('Cannot query field "nam" on type "Shop".')).toBe(
      'Cannot query field "nam" on type "Shop".',
    );
  });
});

describe('withoutSuggestions', () => {
  it('drops every "Did you mean …?"', () => {
    expect(withoutSuggestions('Cannot query field "nam" on type "ShopInfo". Did you mean "name"?')).toBe(
      'Cannot query field "nam" on type "ShopInfo".',
    );
    expect(
      withoutSuggestions('Value "LATESTT" does not exist in "ProductSort" enum. Did you mean the enum value "LATEST"?'),
    ).toBe('Value "LATESTT" does not exist in "ProductSort" enum.');
  });
});
