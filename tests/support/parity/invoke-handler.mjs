// Runs in the fresh child process, from the function's temporary folder, as the Lambda runtime
// would: loads the handler named by the template's Handler (`file.export`) from the bundle next to
// it, invokes it once with event.json and writes what happened to outcome.json. Plain JavaScript
// with Node's own modules only, so nothing but the bundle and the SDK stand-in can be resolved.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [taskRoot, handlerSetting] = process.argv.slice(2);
const write = (outcome) => writeFileSync(join(taskRoot, 'outcome.json'), JSON.stringify(outcome));
const describe = (phase, error) => ({
  kind: 'error',
  phase,
  name: error?.name ?? 'Error',
  code: error?.code ?? null,
  message: String(error?.message ?? error),
});

const dot = handlerSetting.lastIndexOf('.');
const moduleName = handlerSetting.slice(0, dot);
const exportName = handlerSetting.slice(dot + 1);
// The runtime's order: .mjs, then .js, then .cjs.
const file = ['.mjs', '.js', '.cjs'].map((ext) => join(taskRoot, moduleName + ext)).find(existsSync);

let handler;
try {
  if (!file) throw new Error(`No module ${moduleName} in the bundle`);
  const loaded = await import(pathToFileURL(file).href);
  handler = loaded[exportName];
  if (typeof handler !== 'function') throw new Error(`${moduleName} exports no function ${exportName}`);
} catch (error) {
  write(describe('import', error));
  process.exit(0);
}

const started = Date.now();
const context = {
  awsRequestId: 'parity-request',
  functionName: process.env.AWS_LAMBDA_FUNCTION_NAME ?? 'parity',
  functionVersion: '$LATEST',
  invokedFunctionArn: 'arn:aws:lambda:local:000000000000:function:parity',
  memoryLimitInMB: '512',
  logGroupName: '/aws/lambda/parity',
  logStreamName: 'parity',
  callbackWaitsForEmptyEventLoop: true,
  getRemainingTimeInMillis: () => Math.max(0, 30_000 - (Date.now() - started)),
};

try {
  const event = JSON.parse(readFileSync(join(taskRoot, 'event.json'), 'utf8'));
  const answer = await handler(event, context);
  write({ kind: 'answer', answer: answer ?? null });
} catch (error) {
  write(describe('invoke', error));
}
// Lambda freezes the process after the answer; open SDK sockets must not keep this one alive.
process.exit(0);
