/** The Amplify client on the test stack (vitest's `inject`); the client itself is amplify-core.ts. */
import { inject } from 'vitest';
import { configureAmplify } from './amplify-core';

export { type AnswerWatch, watchAnswers } from './amplify-core';

export function amplifyClient() {
  return configureAmplify(inject('stack'));
}
