import { needsUrduFont, visualRuns } from './mixed-script';

/**
 * The runs a line is drawn in, left to right on the page. A run fontkit takes for right to left (Arabic-script
 * letters first) it reverses itself, so such runs are given in reading order; the rest as they stand.
 */
describe('visualRuns: Urdu lines cut into runs of one direction and one font, in page order', () => {
  test("the brief's address: words right to left, numbers left to right, in Helvetica", () => {
    expect(visualRuns('مکان نمبر 12، گلی 3، لاہور')).toEqual([
      { text: '، لاہور', urdu: true },
      { text: '3', urdu: false },
      { text: ' ', urdu: false },
      { text: '، گلی', urdu: true },
      { text: '12', urdu: false },
      { text: ' ', urdu: false },
      { text: 'مکان نمبر', urdu: true },
    ]);
  });

  test('a name is one run; Latin text stays one Latin run', () => {
    expect(visualRuns('محمد علی')).toEqual([{ text: 'محمد علی', urdu: true }]);
    expect(visualRuns('House 12, Street 4')).toEqual([{ text: 'House 12, Street 4', urdu: false }]);
    expect(needsUrduFont('House 12, Street 4')).toBe(false);
    expect(needsUrduFont('Ali محمد')).toBe(true);
  });

  test('Urdu inside a Latin line: the Latin first, brackets around Urdu mirrored', () => {
    expect(visualRuns('City: لاہور')).toEqual([
      { text: 'City: ', urdu: false },
      { text: 'لاہور', urdu: true },
    ]);
    expect(visualRuns('Note: فون کریں (شکریہ)')).toEqual([
      { text: 'Note: ', urdu: false },
      { text: '(', urdu: false },
      { text: 'شکریہ', urdu: true },
      { text: ') ', urdu: false },
      { text: 'فون کریں', urdu: true },
    ]);
  });

  test('Urdu digits keep their left-to-right order (given reversed, as fontkit turns them)', () => {
    expect(visualRuns('گلی ۳ ، مکان ۱۲')).toEqual([
      { text: '۲۱', urdu: true },
      { text: ' ، مکان ', urdu: true },
      { text: '۳', urdu: true },
      { text: 'گلی ', urdu: true },
    ]);
  });
});
