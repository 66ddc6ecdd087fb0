/**
 * `npm start`: the local stack with demo data, until Ctrl-C.
 * Flags: --reset (delete local data first), --no-seed (start with an empty table).
 */
import { LOCAL_API_KEY } from './config';
import { LocalStackError } from './errors';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo-accounts';
import { startLocalStack } from './stack';

const args = new Set(process.argv.slice(2));
const startedAt = performance.now();

function printReady(stack: Awaited<ReturnType<typeof startLocalStack>>): void {
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const accounts = Object.entries(DEMO_USERS)
    .map(([uid, user]) => `    ${uid.padEnd(11)} ${DEMO_PASSWORD.padEnd(10)} -> ${user.lands}`)
    .join('\n');
  console.log(`
ClassPulse is running (ready in ${seconds} s).

  Console      ${stack.url}/
  GraphQL      ${stack.graphqlUrl}   (app token header x-api-key: ${LOCAL_API_KEY})
  Realtime     ${stack.graphqlUrl.replace('http', 'ws')}/realtime
  Version      ${stack.url}/api/v3/version
  MQTT         ${stack.mqttUrl}  and  ${stack.mqttWsUrl}
  DynamoDB     ${stack.dynamoEndpoint}   (table ${stack.tableName})
  Object store ${stack.s3Endpoint}
  Data folder  ${stack.dataDir}${stack.seeded ? '   (new: demo data written)' : ''}

  Demo accounts (user id, password):
${accounts}

Press Ctrl-C to stop.`);
}

async function main(): Promise<void> {
  const stack = await startLocalStack({
    reset: args.has('--reset'),
    seed: !args.has('--no-seed'),
    log: (message) => console.log(message),
  });
  printReady(stack);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping...`);
    await stack.stop();
    console.log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof LocalStackError) {
    console.error(`\n${error.message}\n${error.hint}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
