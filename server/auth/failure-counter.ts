/**
 * Failures per key within a sliding window, in memory. The map is kept in order
 * of last failure, so stale keys are pruned from its front and it stays bounded.
 */
export class FailureCounter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit = 10,
    private readonly windowMs = 15 * 60 * 1000,
    private readonly maxKeys = 100_000,
  ) {}

  /** Seconds until `key` may try again; 0 when it is not locked out. */
  retryAfter(key: string, now = Date.now()): number {
    const recent = this.recent(key, now);
    if (recent.length < this.limit) return 0;
    return Math.max(1, Math.ceil((recent[0]! + this.windowMs - now) / 1000));
  }

  fail(key: string, now = Date.now()): void {
    const recent = [...this.recent(key, now), now].slice(-this.limit);
    this.failures.delete(key);
    this.failures.set(key, recent);
    this.prune(now);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }

  get size(): number {
    return this.failures.size;
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((at) => at > now - this.windowMs);
  }

  private prune(now: number): void {
    for (const [key, times] of this.failures) {
      if (this.failures.size <= this.maxKeys && times.at(-1)! > now - this.windowMs) break;
      this.failures.delete(key);
    }
  }
}
