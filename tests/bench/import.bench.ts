/**
 * `npm run bench:import`: builds a 5,000-row question workbook in memory, parses it with the
 * console's parser (web/src/questions/import), then starts a local stack (fresh temporary data
 * folder, free ports, demo data), signs in as the demo teacher and saves the questions with
 * createQuestions (one call: the server takes up to 5,000). Prints parse time, save time and the
 * peak RSS sampled every 20 ms during parse and save. Prints figures; asserts nothing.
 * Target: under 10 s (parse + save) and 300 MB.
 */
import ExcelJS from 'exceljs';
import { LOCAL_API_KEY } from '../../infra/local/config';
import { freePort } from '../../infra/local/ports';
import { parseQuestionWorkbook, QUESTION_COLUMNS } from '../../web/src/questions/import';
import { startBenchStack } from '../support/stack-process';
import { benchDataDir, loadLine, printTargets } from './bench-env';

// The SDK's notice that its 2027 releases need Node 22 (docs/decisions.md) would clutter the figures.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const ROWS = Number(process.env.BENCH_ROWS ?? 5000);
const CHUNK = 5000; // the server's createQuestions limit
const MB = 1024 * 1024;

async function buildWorkbook(): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Questions');
  sheet.addRow([...QUESTION_COLUMNS]);
  for (let i = 0; i < ROWS; i += 1) {
    const kind = i % 3;
    const row: Partial<Record<(typeof QUESTION_COLUMNS)[number], string | number>> =
      kind === 0
        ? { type: 'quiz', answerType: 'ox', title: `Bench O/X question ${i}`, correct: i % 2 ? 'X' : 'O' }
        : kind === 1
          ? {
              type: 'quiz',
              answerType: 'multiple',
              title: `Bench multiple-choice question ${i}`,
              title_en: `Bench multiple-choice question ${i}`,
              choice1: 'one',
              choice2: 'two',
              choice3: 'three',
              choice4: 'four',
              choice5: 'five',
              correct: (i % 5) + 1,
              difficulty: 'middle',
            }
          : { type: 'survey', answerType: 'survey', title: `Bench survey question ${i}` };
    sheet.addRow(
      QUESTION_COLUMNS.map(
        (column) =>
          row[column] ?? (column === 'grade' ? (i % 12) + 1 : column === 'subject' ? 'Bench' : null),
      ),
    );
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
}

async function graphql<T>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  auth: Record<string, string>,
) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors?.length || !body.data) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function main() {
  const built = performance.now();
  const data = await buildWorkbook();
  console.log(
    `Built a ${ROWS}-row workbook (${(data.byteLength / 1024).toFixed(0)} KiB) in ${((performance.now() - built) / 1000).toFixed(2)} s`,
  );

  const loadAtStart = loadLine();
  const folder = benchDataDir('import');
  const dataDir = folder.dir;
  // The stack runs in its own process: the peak memory below is the importer's, as in a browser tab.
  const stack = await startBenchStack(dataDir, await freePort(), await freePort());
  try {
    const { signin } = await graphql<{ signin: { token: string } }>(
      stack.graphqlUrl,
      'mutation ($u: String!, $p: String!) { signin(uid: $u, password: $p) { token } }',
      { u: 'teacher', p: 'demo1234' },
      { 'x-api-key': LOCAL_API_KEY },
    );
    const auth = { authorization: signin.token };

    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);

    const parseStart = performance.now();
    const parsed = await parseQuestionWorkbook(data);
    const parseMs = performance.now() - parseStart;
    if (parsed.errors.length > 0)
      throw new Error(`unexpected row errors: ${JSON.stringify(parsed.errors.slice(0, 5))}`);

    const saveStart = performance.now();
    let saved = 0;
    for (let start = 0; start < parsed.questions.length; start += CHUNK) {
      const result = await graphql<{ createQuestions: { _id: string }[] }>(
        stack.graphqlUrl,
        'mutation ($i: [QuestionInput!]!) { createQuestions(input: $i) { _id } }',
        { i: parsed.questions.slice(start, start + CHUNK) },
        auth,
      );
      saved += result.createQuestions.length;
    }
    const saveMs = performance.now() - saveStart;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);

    const { questions } = await graphql<{ questions: { total: number } }>(
      stack.graphqlUrl,
      'query { questions(perPage: 1) { total } }',
      {},
      auth,
    );
    console.log(
      `\n${ROWS} rows, ${parsed.questions.length} questions, ${saved} saved (library now ${questions.total})`,
    );
    console.log(`parse      ${(parseMs / 1000).toFixed(2)} s`);
    console.log(
      `save       ${(saveMs / 1000).toFixed(2)} s (createQuestions, ${Math.ceil(parsed.questions.length / CHUNK)} call(s))`,
    );
    console.log(`total      ${((parseMs + saveMs) / 1000).toFixed(2)} s`);
    console.log(`peak RSS   ${(peak / MB).toFixed(0)} MB`);
    console.log(
      `           (the importer's process only, as a browser tab would be: ${(baseline / MB).toFixed(0)} MB before the parse, +${((peak - baseline) / MB).toFixed(0)} MB during parse and save; the stack runs in its own processes)`,
    );
    printTargets(`bench:import, ${ROWS} rows, data on ${folder.medium}`, loadAtStart, [
      {
        target: 'parse and save under 10 s',
        measured: `${((parseMs + saveMs) / 1000).toFixed(2)} s, ${saved} of ${parsed.questions.length} saved`,
        met: parseMs + saveMs < 10_000 && saved === parsed.questions.length,
      },
      {
        target: 'peak RSS of the importer under 300 MB',
        measured: `${(peak / MB).toFixed(0)} MB`,
        met: peak < 300 * MB,
      },
    ]);
  } finally {
    await stack.stop();
    folder.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
