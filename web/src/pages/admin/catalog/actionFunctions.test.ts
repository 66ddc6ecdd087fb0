import { describe, expect, it } from 'vitest';
import { BUILTIN_ACTION_FNS } from '../../../../../functions/src/rules/builtin-names';
import { en } from '../../../i18n/locales/en';
import { ACTION_FUNCTIONS, actionFunctionKeys, isActionFunction } from './actionFunctions';

describe('the action functions the console offers', () => {
  it('are exactly the built-ins the server accepts', () => {
    expect([...ACTION_FUNCTIONS]).toEqual([...BUILTIN_ACTION_FNS]);
  });

  it('each have a name and a description in the texts', () => {
    // Prepare
    const texts = en as Record<string, string>;

    // Act
    const missing = ACTION_FUNCTIONS.flatMap((fn) => Object.values(actionFunctionKeys(fn))).filter(
      (key) => !texts[key],
    );

    // Assess
    expect(missing).toEqual([]);
  });

  it('tells a built-in from any other name', () => {
    expect(isActionFunction('webhook')).toBe(true);
    expect(isActionFunction('Webhook')).toBe(false);
    expect(isActionFunction('sendMail')).toBe(false);
    expect(isActionFunction(undefined)).toBe(false);
  });
});
