/**
 * The process environment of the local stack's handler modules, from their templates. They run in
 * one process, so it is the union of the served functions' template environments, with each
 * placeholder filled in; a variable two templates set to different values cannot be shared and
 * fails the start. A few variables name an AWS resource the stack replaces in-process (a queue, a
 * secret, the IoT endpoint): those are left out, each with the local part that takes its place.
 */
import { fillPlaceholders, type PlaceholderValues } from './placeholders';
import { NOT_SERVED_LOCALLY, WiringMismatch } from './serve';
import type { FunctionWiring, LocalWiring } from './types';

/** Template variables whose resource the local stack replaces in its own process. */
export const REPLACED_IN_PROCESS: Record<string, string> = {
  TOKEN_SECRET_ARN: 'TOKEN_SECRET, the signing key kept in the data folder (config.ts)',
  EXPORTS_QUEUE_URL: 'the in-process export queue (useLocalExportQueue)',
  DEVICE_DLQ_URL: "the rule router's dead-letter queue (the consumer's deadLetters outlet)",
  IOT_DATA_ENDPOINT: 'the aedes broker (the ack and register-request publishers)',
};

/** Variables that name one function (its log service, its Node options); one process has no such name. */
export const PER_FUNCTION = new Set(['POWERTOOLS_SERVICE_NAME', 'NODE_OPTIONS']);

/** Functions whose every trigger the local stack leaves out do not run locally. */
export function servedFunctions(wiring: LocalWiring): FunctionWiring[] {
  return wiring.functions.filter((fn) => fn.triggers.some((trigger) => !NOT_SERVED_LOCALLY[trigger.kind]));
}

export function handlerEnvironment(wiring: LocalWiring, values: PlaceholderValues): Record<string, string> {
  const environment: Record<string, string> = {};
  const setBy: Record<string, string> = {};
  for (const fn of servedFunctions(wiring)) {
    for (const [name, template] of Object.entries(fn.environment)) {
      if (REPLACED_IN_PROCESS[name] || PER_FUNCTION.has(name)) continue;
      const value = fillPlaceholders(`${fn.handlerModule} ${name}`, template, values);
      const earlier = environment[name];
      if (earlier !== undefined && earlier !== value)
        throw new WiringMismatch(
          `${name} is ${earlier} for ${setBy[name]} and ${value} for ${fn.handlerModule}; one process cannot hold both`,
        );
      environment[name] = value;
      setBy[name] = fn.handlerModule;
    }
  }
  return environment;
}
