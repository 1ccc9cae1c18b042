import { describe, expect, it } from '@jest/globals';
import { timeLeft } from './AdminConfirmationsPage';

describe('timeLeft', () => {
  const now = Date.parse('2026-01-01T10:00:00.000Z');
  const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();

  it('says hours and minutes, a warning under 2 h', () => {
    expect(timeLeft(at(200), now)).toEqual({ text: 'Expires in 3 h 20 min', soon: false });
    expect(timeLeft(at(120), now)).toEqual({ text: 'Expires in 2 h 0 min', soon: false });
    expect(timeLeft(at(119), now)).toEqual({ text: 'Expires in 1 h 59 min', soon: true });
    expect(timeLeft(at(45), now)).toEqual({ text: 'Expires in 45 min', soon: true });
  });

  it('says Expired once past', () => {
    expect(timeLeft(at(0), now)).toEqual({ text: 'Expired', soon: true });
  });
});
