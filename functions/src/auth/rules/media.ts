/**
 * Where the arguments name uploaded files by path (docs/files.md "Media references"): a question's
 * picture and sounds and its choices' pictures, a classroom's image, and the class screen's
 * background and sound in a site's or distributor's `info`. The policy checks that each file so
 * named is one of the caller's own site (policy.ts `reachMedia`); what is not a path of ours at
 * all is left to the services, which refuse it (MEDIA_NOT_OWN_FILE) or ignore it.
 */
import type { MediaReader } from './types';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A question input (QuestionInput or QuestionPatch): its image, sound, audio and choice images. */
function questionMedia(question: unknown): unknown[] {
  if (!isRecord(question)) return [];
  const choices = Array.isArray(question.selection) ? question.selection : [];
  return [
    question.image,
    question.sound,
    question.audio,
    ...choices.map((choice) => (isRecord(choice) ? choice.image : undefined)),
  ];
}

/** `args.input`, one question. */
export const questionInputMedia: MediaReader = (args) => questionMedia(args.input);

/** `args.input`, a list of questions (createQuestions, an import). */
export const questionListMedia: MediaReader = (args) =>
  Array.isArray(args.input) ? args.input.flatMap(questionMedia) : [];

/** `args.input.image.path`, a classroom's image. */
export const spotImageMedia: MediaReader = (args) => {
  const image = isRecord(args.input) ? args.input.image : undefined;
  return [isRecord(image) ? image.path : undefined];
};

/** `args.input.info.classScreen` (AWSJSON: parsed, or its text): the background and the sound. */
export const classScreenMedia: MediaReader = (args) => {
  let info = isRecord(args.input) ? args.input.info : undefined;
  if (typeof info === 'string') {
    try {
      info = JSON.parse(info);
    } catch {
      return []; // not JSON: the service refuses it as INVALID_JSON
    }
  }
  const screen = isRecord(info) ? info.classScreen : undefined;
  return isRecord(screen) ? [screen.background, screen.audio] : [];
};
