/**
 * Journaled units of writes (many at a time) and the copy's reading of what they change (alone): a copy
 * closes the gate, waits for the units under way to end, reads, and opens it again; units that come
 * meanwhile wait at the gate. So a copy holds every journaled unit whole or not at all, and the journal
 * position it records is exact. A unit never enters the gate twice (it would wait for a copy that waits
 * for it).
 */
export class WriteGate {
  private inside = 0;
  /** Set while a copy waits for the units inside or reads; resolves when it opens the gate again. */
  private closed?: Promise<void>;
  private drained?: () => void;

  /** Waits while the gate is closed, then enters; answers the function that leaves (once). */
  async enter(): Promise<() => void> {
    while (this.closed) await this.closed;
    this.inside++;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.inside--;
      if (this.inside === 0) this.drained?.();
    };
  }

  /**
   * Closes the gate and waits until no unit is inside; answers the function that opens it again. When
   * `signal` aborts first (the engine died: the units inside may wait for a new one), the gate opens again
   * and this rejects.
   */
  async close(signal?: AbortSignal): Promise<() => void> {
    let open!: () => void;
    this.closed = new Promise<void>((resolve) => {
      open = () => {
        this.closed = undefined;
        resolve();
      };
    });
    if (this.inside === 0) return open;
    let onAbort: (() => void) | undefined;
    try {
      await new Promise<void>((resolve, reject) => {
        this.drained = resolve;
        onAbort = () => reject(new Error('the engine ended while the copy waited for writes under way'));
        if (signal?.aborted) onAbort();
        else signal?.addEventListener('abort', onAbort, { once: true });
      });
      return open;
    } catch (error) {
      open();
      throw error;
    } finally {
      this.drained = undefined;
      if (onAbort) signal?.removeEventListener('abort', onAbort);
    }
  }
}
