/**
 * At most `limit` takes per key in any `windowMs`. In memory: the voice service runs one instance
 * per database (see the README), so this is the whole service's count.
 */
export class SlidingWindowLimit {
  private readonly takes = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  tryTake(key: string, now = Date.now()): boolean {
    const recent = (this.takes.get(key) ?? []).filter((at) => at > now - this.windowMs);
    if (recent.length >= this.limit) {
      this.takes.set(key, recent);
      return false;
    }
    recent.push(now);
    this.takes.set(key, recent);
    return true;
  }

  /** Gives back the latest take of `key` (the work it allowed did not happen). */
  refund(key: string): void {
    this.takes.get(key)?.pop();
  }
}
