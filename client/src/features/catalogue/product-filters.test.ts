import { describe, expect, it } from '@jest/globals';
import {
  activeFilterCount,
  chosenOptionValue,
  picksOfChoices,
  queryVariables,
  readFilters,
  splitOptionChoice,
  withOptionChoice,
} from './product-filters';

const read = (query: string) => readFilters(new URLSearchParams(query), { allowFeatured: true });

describe('the list filters by option value, in the URL', () => {
  it('reads the option choices: well formed, one per option (the first), trimmed', () => {
    const filters = read(
      'option=Phone+model%3AiPhone+15&option=Colour:+Black+&option=phone+MODEL:Galaxy&option=Length&option=:1m',
    );
    expect(filters.options).toEqual(['Phone model:iPhone 15', 'Colour:Black']);
    expect(chosenOptionValue(filters, 'phone model')).toBe('iPhone 15');
    expect(chosenOptionValue(filters, 'Length')).toBe('');
    expect(activeFilterCount(filters)).toBe(2);
    expect(queryVariables(filters, 12)).toMatchObject({ option: ['Phone model:iPhone 15', 'Colour:Black'] });
    expect(queryVariables(read(''), 12).option).toBeUndefined();
    expect(read(`option=${'n'.repeat(41)}:x`).options).toEqual([]);
  });

  it('changes one option’s value, keeping the others; an empty value removes it', () => {
    const choices = ['Phone model:iPhone 15', 'Colour:Black'];
    expect(withOptionChoice(choices, 'phone model', 'Galaxy S24')).toEqual(['Colour:Black', 'phone model:Galaxy S24']);
    expect(withOptionChoice(choices, 'Colour', '')).toEqual(['Phone model:iPhone 15']);
    expect(withOptionChoice([], 'Ratio', '16:9')).toEqual(['Ratio:16:9']);
    expect(splitOptionChoice('Ratio:16:9')).toEqual({ name: 'Ratio', value: '16:9' });
  });
});

describe('picksOfChoices', () => {
  const options = [
    { name: 'Phone model', values: ['iPhone 15', 'Galaxy S24'] },
    { name: 'Colour', values: ['Black', 'Blue'] },
  ];

  it("picks the values a list's choices name, as the product spells them, case ignored", () => {
    expect(picksOfChoices(options, { optionChoices: ['colour:BLUE'] })).toEqual([undefined, 'Blue']);
    expect(picksOfChoices(options, { optionChoices: ['Colour:Black', 'phone model:galaxy s24'] })).toEqual([
      'Galaxy S24',
      'Black',
    ]);
  });

  it('picks nothing without choices, for values the product lacks, or from a state of another shape', () => {
    expect(picksOfChoices(options, null)).toBeUndefined();
    expect(picksOfChoices(options, { optionChoices: ['Colour:Red', 'Size:L'] })).toBeUndefined();
    expect(picksOfChoices(options, { optionChoices: 'Colour:Black' })).toBeUndefined();
    expect(picksOfChoices(options, { optionChoices: [42, 'no colon'] })).toBeUndefined();
  });
});
