/**
 * Scanner ids. The device topics (devices/topics.ts) and the policy (auth/rules, which validates
 * the scanner a subscription or the registration wizard names) both check them, so they live
 * below both.
 */

/**
 * A scanner id usable in an IoT thing name and as one topic level: the thing-name alphabet, no
 * MQTT wildcards or separators.
 */
export const SCID_PATTERN = /^[A-Za-z0-9_:-]{1,64}$/;
