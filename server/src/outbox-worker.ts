import type { Logger } from 'pino';

/**
 * The background loop both outboxes share (mail, and the integrations' webhooks and LRS statements): one run
 * at a time per process, a call during a run makes it go round once more, a timer retries what is due, and
 * stop() waits for the run in progress. What a run does is the subclass's:
 *
 * - `beforeDeliveries` (optional): work that creates deliveries, such as fanning out new events;
 * - `claim`: one short transaction that leases the next due item to this process, or null when none is due;
 * - `deliver`: the attempt, with no transaction open, and the recording of its outcome.
 *
 * Several processes run the same loop on one database: the claim's lease keeps them off each other's items.
 */
export abstract class OutboxWorker<Item> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  protected stopped = false;

  /** `label` names a run in the log ("outbox flush", "integration outbox run"). */
  protected constructor(
    private readonly workerLog: Logger,
    private readonly label: string,
  ) {}

  protected abstract claim(): Promise<Item | null>;
  protected abstract deliver(item: Item): Promise<void>;
  protected beforeDeliveries(): Promise<void> {
    return Promise.resolve();
  }

  /** Starts a run in the background; failures are logged, never thrown at a request. */
  kick(): void {
    setImmediate(() => void this.flush().catch((error: unknown) => this.workerLog.warn({ err: error }, `${this.label} failed; will retry`)));
  }

  /** Runs until nothing is due; one run at a time per process, and a call during a run makes it go round once more. */
  flush(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.beforeDeliveries();
        await this.deliverDue();
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async deliverDue(): Promise<void> {
    for (;;) {
      if (this.stopped) return;
      const item = await this.claim();
      if (!item) return;
      await this.deliver(item);
    }
  }

  /** Runs every `intervalMs` until stop() is called. */
  start(intervalMs: number): void {
    this.timer = setInterval(() => void this.flush().catch((e: unknown) => this.workerLog.error(e, `${this.label} failed`)), intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for the run in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }
}
