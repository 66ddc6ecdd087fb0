/**
 * The entity types of the admin area (spec section 2) and the translation key of each one's
 * name, shared by the side menu and the page titles.
 */

export const SYSTEM_TYPES = [
  'action',
  'eventDef',
  'thing',
  'product',
  'service',
  'category',
  'token',
  'blacklist',
  'questionShare',
  'dist',
] as const;

export const MANAGE_SETTING_TYPES = [
  'site',
  'spot',
  'message',
  'question',
  'questionLink',
  'session',
  'countdown',
  'device_data',
  'scanner_data',
] as const;

export const MANAGE_DUSETTING_TYPES = ['device', 'user', 'app', 'scanner'] as const;

const LABEL_KEYS: Record<string, string> = {
  action: 'ACTION',
  eventDef: 'EVENT_DEF',
  thing: 'THING',
  product: 'PRODUCT',
  service: 'SERVICE',
  category: 'CATEGORY',
  token: 'TOKEN',
  blacklist: 'BLACKLIST',
  questionShare: 'QUESTION_SHARE',
  dist: 'DIST',
  site: 'SITE',
  spot: 'SPOT',
  message: 'MESSAGE',
  question: 'QUESTION',
  questionLink: 'QUESTION_LINK',
  session: 'SESSION',
  countdown: 'COUNTDOWN',
  device_data: 'DEVICE_DATA',
  scanner_data: 'SCANNER_DATA',
  device: 'DEVICE',
  user: 'USER',
  app: 'APP',
  scanner: 'SCANNER',
};

/** The translation key of a type's name, or undefined for a type the console does not know. */
export function typeLabelKey(type: string | undefined): string | undefined {
  return type === undefined ? undefined : LABEL_KEYS[type];
}
