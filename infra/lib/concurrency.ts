/**
 * Lambda concurrency of a stage (docs/capacity.md "Concurrency"), sized from the capacity replay
 * (tests/capacity/): what each function may use at most, and what the API functions need in a
 * hall's busiest second.
 *
 * Reserved concurrency both guarantees and caps. It is set on the functions a burst must not let
 * run away or starve: the answer consumer keeps its pollers even when a hall's phones take the
 * account's pool, and the heavy background functions (workbooks, photos) cannot take it. The API
 * functions (authorizer, resolver, file routes) are not reserved: reserving what a hall needs
 * (RESERVED below for comparison) would take most of an account's default 1,000 from every other
 * stage of the account, and would throttle the hall at that number. They share the account's
 * pool, which the capacity replay takes as the worst case for what their instances read.
 */

/** The account's concurrent executions per region, AWS's default (a quota to check, docs/deploy.md). */
export const ACCOUNT_CONCURRENCY = 1_000;

export const RESERVED_CONCURRENCY = {
  /** The device queue's maximum concurrency (devices-stack.ts CONSUMER_BATCH), held for it. */
  answerConsumer: 50,
  /** Workbooks of up to 100,000 answers in 1 GB each: two at once, the rest wait in the queue. */
  exportWorker: 2,
  /** Photos decoded whole in 2 GB each: a school uploads a few a minute; ten at once is a burst. */
  fileProcessor: 10,
  /** Scanners onboard one at a time, at the scanner; five at once is a whole box switched on. */
  provisioningHook: 5,
  /** Once a day. */
  apiKeyRenewer: 1,
} as const;

/** The export worker's event source: as many at once as it has reserved (SQS's minimum is 2). */
export const EXPORT_WORKER_MAX_CONCURRENCY = RESERVED_CONCURRENCY.exportWorker;
