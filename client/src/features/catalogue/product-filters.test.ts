import { describe, expect, it } from '@jest/globals';
import {
  activeFilterCount,
  chosenOptionValue,
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
