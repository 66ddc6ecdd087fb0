/** A start-up problem the person at the keyboard can fix; printed without a stack trace. */
export class LocalStackError extends Error {
  override readonly name = 'LocalStackError';
  constructor(
    message: string,
    readonly hint: string,
  ) {
    super(message);
  }
}
