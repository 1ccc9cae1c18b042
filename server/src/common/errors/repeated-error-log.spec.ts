import { RepeatedErrorLog } from './repeated-error-log';

describe('RepeatedErrorLog', () => {
  const fault = (message: string) => new Error(message);

  test('logs the first of a kind with its stack, counts repeats, and reports them once the quiet time is over', () => {
    const lines: string[] = [];
    let time = 0;
    const log = new RepeatedErrorLog({ error: (line: string) => lines.push(line) }, 60_000, 200, () => time);
    const throwSame = () => log.error(fault('skip must be an integer'));
    for (let i = 0; i < 1000; i++) throwSame();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Error: skip must be an integer\n\s+at /);

    time = 61_000;
    throwSame();
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe('Error: skip must be an integer (again, 1000 times since it was last logged)');
  });

  test('different errors are logged each, and only so many kinds are remembered', () => {
    const lines: string[] = [];
    const log = new RepeatedErrorLog({ error: (line: string) => lines.push(line) }, 60_000, 3);
    for (const message of ['a', 'b', 'c', 'd', 'a']) log.error(fault(message));
    // 'a' was forgotten to make room for 'd', so it is logged again in full.
    expect(lines.map((line) => line.split('\n')[0])).toEqual([
      'Error: a',
      'Error: b',
      'Error: c',
      'Error: d',
      'Error: a',
    ]);
    log.error('not an Error');
    expect(lines.at(-1)).toBe('not an Error');
  });
});
