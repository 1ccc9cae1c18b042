import { addressOfStopToken, stopToken } from './stop-link';

describe('stop links', () => {
  const secret = 'a-secret-of-the-shop';

  test('a token names its address, for a phone and for an e-mail', () => {
    for (const address of ['923011234567', 'sana.iqbal+orders@example.pk'])
      expect(addressOfStopToken(secret, stopToken(secret, address))).toBe(address);
  });

  test('a token made with another secret, changed, or of another shape names nothing', () => {
    const token = stopToken(secret, '923011234567');
    const [address, signature] = token.split('.');
    expect(addressOfStopToken('another-secret', token)).toBeUndefined();
    expect(
      addressOfStopToken(secret, `${Buffer.from('923019999999').toString('base64url')}.${signature}`),
    ).toBeUndefined();
    expect(addressOfStopToken(secret, `${address}.${signature.slice(0, -1)}A`)).toBeUndefined();
    for (const other of ['', address, `${address}.`, 42, null, { token }, 'x'.repeat(500)])
      expect(addressOfStopToken(secret, other)).toBeUndefined();
  });
});
