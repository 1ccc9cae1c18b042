import { jsonTextDepthOver, nestingDepthOver } from './request-bounds';

const nested = (levels: number) => {
  let value: unknown = 'x';
  for (let level = 0; level < levels; level++) value = level % 2 ? [value] : { a: value };
  return value;
};

describe('nestingDepthOver', () => {
  it('counts objects and arrays; scalars add nothing', () => {
    expect(nestingDepthOver('x', 0)).toBe(false);
    expect(nestingDepthOver({}, 0)).toBe(true);
    expect(nestingDepthOver(nested(16), 16)).toBe(false);
    expect(nestingDepthOver(nested(17), 16)).toBe(true);
    expect(nestingDepthOver({ a: 1, b: [1, { c: [] }] }, 4)).toBe(false);
    expect(nestingDepthOver({ a: 1, b: [1, { c: [] }] }, 3)).toBe(true);
  });

  it('looks no deeper than the bound, so no value is too deep to check, and wide values are fine', () => {
    expect(nestingDepthOver(nested(100_000), 16)).toBe(true);
    expect(nestingDepthOver({ list: Array.from({ length: 200_000 }, () => 1) }, 16)).toBe(false);
  });
});

describe('jsonTextDepthOver', () => {
  it('counts brackets outside strings', () => {
    expect(jsonTextDepthOver(JSON.stringify(nested(16)), 16)).toBe(false);
    expect(jsonTextDepthOver(JSON.stringify(nested(17)), 16)).toBe(true);
    expect(jsonTextDepthOver(JSON.stringify({ a: '[[[[[{{{{{{\\"[[[[' }), 2)).toBe(false);
    expect(jsonTextDepthOver(`${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`, 16)).toBe(true);
  });
});
