import { afterWrite, auditAfterwards, runAsSystem } from './audit-context';

describe('The audit work after a unit of writes', () => {
  test("in an audit scope, a unit's writes settle first and the audit work runs in order once the unit has ended", async () => {
    const steps: string[] = [];
    const answer = await runAsSystem('test', () =>
      auditAfterwards(async () => {
        await afterWrite(async () => void steps.push('audit of the first write'));
        steps.push('first write settled');
        await afterWrite(async () => void steps.push('audit of the second write'));
        steps.push('second write settled');
        return 'unit answer';
      }),
    );
    expect(answer).toBe('unit answer');
    expect(steps).toEqual([
      'first write settled',
      'second write settled',
      'audit of the first write',
      'audit of the second write',
    ]);
  });

  test('a unit that fails still has its audit work done, and its error goes on', async () => {
    const steps: string[] = [];
    await expect(
      runAsSystem('test', () =>
        auditAfterwards(async () => {
          await afterWrite(async () => void steps.push('audit of the write'));
          throw new Error('the unit failed');
        }),
      ),
    ).rejects.toThrow('the unit failed');
    expect(steps).toEqual(['audit of the write']);
  });

  test('outside a unit the audit work is done at once, before the write settles', async () => {
    const steps: string[] = [];
    await runAsSystem('test', async () => {
      await afterWrite(async () => void steps.push('audit of the write'));
      steps.push('write settled');
    });
    expect(steps).toEqual(['audit of the write', 'write settled']);
  });
});
