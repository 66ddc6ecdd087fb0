/**
 * A per-instance read-through cache: each key is read once per `ttlMs`, and callers asking for the
 * same key meanwhile share the one read in flight. A failed read is not kept. For data whose
 * staleness the caller documents (auth/account-reads.ts: sites and distributors for 10 s).
 */
export class ReadCache<T> {
  private readonly entries = new Map<string, { value: Promise<T>; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly read: (key: string) => Promise<T>,
    private readonly now: () => number = Date.now,
    private readonly capacity = 10_000,
  ) {}

  get(key: string): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) return entry.value;
    const value = this.read(key);
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    // Oldest first beyond the capacity (Map keeps insertion order).
    while (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }
}
