import { canonicalCity, cityKey, matchCity } from './cities';

const LIST = [
  { id: '1', name: 'RAWALPINDI' },
  { id: '2', name: 'KARACHI' },
  { id: '3', name: 'D.I. KHAN' },
  { id: '4', name: 'LAHORE' },
  { id: '5', name: 'LAHORE CANTT' },
  { id: '6', name: 'Dera Ghazi Khan' },
];

describe('matching a typed city to a courier city', () => {
  it('brings names to one written form', () => {
    expect(cityKey('  D.I. Khan ')).toBe('d i khan');
    expect(cityKey('Karāchi')).toBe('karachi');
  });

  it('takes the short forms people type for the full name', () => {
    expect(canonicalCity('Pindi')).toBe('rawalpindi');
    expect(canonicalCity('KHI')).toBe('karachi');
    expect(canonicalCity('Karachi City')).toBe('karachi');
    expect(canonicalCity('DI Khan')).toBe('dera ismail khan');
  });

  it.each([
    ['Pindi', '1'],
    ['rawal pindi', '1'],
    ['Khi', '2'],
    ['karachi ', '2'],
    ['Dera Ismail Khan', '3'],
    ['d.i.khan', '3'],
    ['Lahore', '4'],
    ['Lahore Cantt', '5'],
    ['DG Khan', '6'],
  ])('%s is the courier city %s', (typed, id) => {
    expect(matchCity(typed, LIST)?.id).toBe(id);
  });

  it('matches nothing for a city the courier does not list, or an empty name', () => {
    expect(matchCity('Gilgit', LIST)).toBeUndefined();
    expect(matchCity(' .. ', LIST)).toBeUndefined();
  });
});
