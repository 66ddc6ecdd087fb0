/**
 * Stage names: one deployment of the product (dev, prod, a developer's own) or the local stack.
 * The function environment (config/env.ts) and the device topics (devices/topics.ts) both check
 * them, so they live below both.
 */

/** A stage name as the CDK app allows it (infra/lib/stage.ts): it becomes a topic level. */
export const STAGE_PATTERN = /^[a-z][a-z0-9-]{0,15}$/;

/** The stage of the local stack (`npm start`, the tests): its topics are `classpulse/local/...`. */
export const LOCAL_STAGE = 'local';
