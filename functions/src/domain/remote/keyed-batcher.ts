/**
 * One call at a time per key, the callers that arrive meanwhile served together by the next
 * call: when a hall of phones answers at once, the answers of one question link share one count
 * write and one publish instead of one each (remote-answers.ts), and nobody waits for a timer.
 * In a Lambda instance, which serves one request at a time, every batch has one item: the same
 * requests as without it.
 */
export class KeyedBatcher<I, O> {
  private readonly waiting = new Map<
    string,
    { item: I; resolve: (value: O) => void; reject: (error: unknown) => void }[]
  >();
  private readonly running = new Set<string>();

  /** `run` gets a key's items in arrival order and returns one result per item, in that order. */
  constructor(private readonly run: (key: string, items: I[]) => Promise<O[]>) {}

  submit(key: string, item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      const queue = this.waiting.get(key) ?? [];
      queue.push({ item, resolve, reject });
      this.waiting.set(key, queue);
      if (!this.running.has(key)) void this.drain(key);
    });
  }

  private async drain(key: string): Promise<void> {
    this.running.add(key);
    try {
      for (let batch = this.take(key); batch.length > 0; batch = this.take(key)) {
        try {
          const results = await this.run(
            key,
            batch.map((entry) => entry.item),
          );
          for (const [index, entry] of batch.entries()) entry.resolve(results[index] as O);
        } catch (error) {
          for (const entry of batch) entry.reject(error);
        }
      }
    } finally {
      this.running.delete(key);
    }
  }

  private take(key: string) {
    const batch = this.waiting.get(key) ?? [];
    this.waiting.delete(key);
    return batch;
  }
}
