/**
 * At most `limit` tasks at once in this container: the others wait their turn, first come first
 * served, each for at most `waitMs`; a task still waiting then is given up (SemaphoreTimeout) and
 * never runs.
 */
export class SemaphoreTimeout extends Error {
  override name = 'SemaphoreTimeout';
}

export class Semaphore {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limit: number) {}

  /** How many tasks run now (for tests and metrics). */
  get active(): number {
    return this.running;
  }

  async run<T>(task: () => Promise<T>, waitMs: number): Promise<T> {
    await this.acquire(waitMs);
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(waitMs: number): Promise<void> {
    if (this.running < this.limit) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        this.running++;
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(turn), 1);
        reject(new SemaphoreTimeout(`No free slot within ${waitMs} ms.`));
      }, waitMs);
      this.waiting.push(turn);
    });
  }

  private release(): void {
    this.running--;
    this.waiting.shift()?.();
  }
}
