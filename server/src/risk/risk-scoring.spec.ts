import { RiskSignals, scoreRisk, usualValueOf } from './risk-scoring';

const clean: RiskSignals = {
  history: { orders: 3, delivered: 3, returned: 0, declined: 0, expired: 0 },
  blocked: false,
  subtotal: 2500,
  usualValue: 2000,
  units: 2,
  openFromPhoneLast24h: 0,
  address: 'House 12, Street 4, Gulberg III',
};
const score = (changes: Partial<RiskSignals>) => scoreRisk({ ...clean, ...changes });
const history = (changes: Partial<RiskSignals['history']>) => ({ ...clean.history, ...changes });

describe('scoreRisk', () => {
  test('a returning customer with deliveries, a usual order and a full address is low risk, with no reasons', () => {
    expect(score({})).toEqual({ level: 'low', reasons: [] });
  });

  test('a first order alone is low, and says so', () => {
    expect(score({ history: history({ orders: 0, delivered: 0 }) })).toEqual({
      level: 'low',
      reasons: ['First order from this phone'],
    });
  });

  test('a blocklist hit is high on its own', () => {
    const risk = score({ blocked: true });
    expect(risk.level).toBe('high');
    expect(risk.reasons).toContain('Phone or e-mail is on the blocklist');
  });

  test('one refusal and nothing delivered is high: repeat refusers are flagged before their second parcel', () => {
    const risk = score({ history: history({ orders: 1, delivered: 0, returned: 1 }) });
    expect(risk).toEqual({
      level: 'high',
      reasons: ['Phone refused 1 of 1 earlier order (1 returned); 0 delivered'],
    });
  });

  test('declined and expired confirmations count as refusals; a third refused is high, less is medium', () => {
    expect(score({ history: history({ orders: 3, delivered: 1, declined: 1, expired: 1 }) }).level).toBe('high');
    expect(score({ history: history({ orders: 3, delivered: 2, returned: 1 }) }).level).toBe('high');
    const outweighed = score({ history: history({ orders: 4, delivered: 3, returned: 1 }) });
    expect(outweighed.level).toBe('medium');
    expect(outweighed.reasons).toEqual(['Phone refused 1 of 4 earlier orders (1 returned); 3 delivered']);
  });

  test('an order far above the usual value, many units and recent open orders add up to high', () => {
    const risk = score({ subtotal: 9000, units: 9, openFromPhoneLast24h: 2 });
    expect(risk.level).toBe('high');
    expect(risk.reasons).toEqual([
      'Order value Rs. 9,000 is far above the usual Rs. 2,000',
      '9 units in one order',
      '2 other open orders from this phone in the last 24 hours',
    ]);
  });

  test('a value over three times the usual but under Rs. 5,000 is not "far above"; nor is anything without a usual value', () => {
    expect(score({ subtotal: 4000, usualValue: 1000 }).reasons).toEqual([]);
    expect(score({ subtotal: 90000, usualValue: null }).reasons).toEqual([]);
  });

  test('a short address without a house or street number is medium', () => {
    expect(score({ address: 'Gulberg' })).toEqual({
      level: 'medium',
      reasons: ['Address is very short', 'Address has no house or street number'],
    });
    expect(score({ address: 'Near the big mosque, Model Town' }).reasons).toEqual([
      'Address has no house or street number',
    ]);
  });
});

describe('usualValueOf', () => {
  test('the median, once there are enough orders', () => {
    expect(usualValueOf([5, 1, 3], 3)).toBe(3);
    expect(usualValueOf([4, 1, 3, 2], 3)).toBe(2.5);
    expect(usualValueOf([1, 2], 3)).toBeNull();
  });
});
