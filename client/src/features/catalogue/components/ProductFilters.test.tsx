import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFilters } from '../product-filters';
import { ProductFilters, type OptionFacet } from './ProductFilters';

const MODELS: OptionFacet = {
  name: 'Phone model',
  values: Array.from({ length: 12 }, (_, n) => ({ value: `Model ${n + 1}`, count: n + 1 })),
};

function show(query: string, facets: OptionFacet[]) {
  const onOptionChange = jest.fn<(name: string, value: string) => void>();
  render(
    <ProductFilters
      filters={readFilters(new URLSearchParams(query), { allowFeatured: true })}
      categories={['Phone Cases']}
      optionFacets={facets}
      onChange={() => undefined}
      onOptionChange={onOptionChange}
    />,
  );
  return { onOptionChange, group: (name: string) => screen.getByRole('group', { name }) };
}

describe('the option groups of the list filters', () => {
  afterEach(cleanup);

  it('shows All and 8 values with their counts, the rest behind Show all, which moves the focus to the first it shows', async () => {
    const { group, onOptionChange } = show('', [MODELS]);
    const models = group('Phone model');
    expect(
      within(models)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['All', ...MODELS.values.slice(0, 8).map(({ value, count }) => `${value} (${count})`)]);
    expect(within(models).getByRole('radio', { name: 'All' })).toBeChecked();
    await userEvent.click(within(models).getByRole('button', { name: 'Show all 12' }));
    expect(within(models).getAllByRole('radio')).toHaveLength(13);
    expect(within(models).getByRole('radio', { name: 'Model 9 (9)' })).toHaveFocus();
    expect(within(models).queryByRole('button')).toBeNull();
    await userEvent.click(within(models).getByRole('radio', { name: 'Model 12 (12)' }));
    expect(onOptionChange).toHaveBeenCalledWith('Phone model', 'Model 12');
  });

  it('keeps the value chosen in view, in any case, and one the list no longer offers, to undo it', async () => {
    const { group, onOptionChange } = show('option=phone+model:model+11&option=Colour:Red', [MODELS]);
    const models = group('Phone model');
    expect(within(models).getByRole('radio', { name: 'Model 11 (11)' })).toBeChecked();
    expect(within(models).getAllByRole('radio')).toHaveLength(10);
    const colours = group('Colour');
    expect(within(colours).getByRole('radio', { name: 'Red (0)' })).toBeChecked();
    await userEvent.click(within(colours).getByRole('radio', { name: 'All' }));
    expect(onOptionChange).toHaveBeenCalledWith('Colour', '');
  });

  it('shows no option group for a list without products in kinds', () => {
    show('', []);
    expect(screen.getAllByRole('group').map((each) => each.querySelector('legend')?.textContent)).toEqual([
      'Category',
      'Brand',
      'Availability',
    ]);
  });
});
