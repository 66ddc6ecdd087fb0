/**
 * `npm run bench:export`: the Excel export's build step at full size. 1,000 students answer 100
 * questions (100,000 answers: O/X, multiple choice and survey in turn). The stored records
 * (question links and answer items, shaped exactly as the data layer stores them) are made in
 * memory and fed straight to the worker's own code: resultsOf (the results model, with the
 * 1,000 students as the class list) and buildResultsWorkbook (exceljs streaming writer, in Korean,
 * times in Asia/Seoul: the cover, date cells, widths and frozen headings included). No table is read, so the figures are the
 * build's alone; reading 100 links' answers from DynamoDB is 100 queries on top. Prints build time,
 * the CPU time it took, workbook size and the peak RSS sampled every 20 ms. Asserts nothing. Target: 10 s, 512 MB.
 */
import type {
  AnswerRecord,
  QuestionLinkRecord,
  QuestionRecord,
  UserRecord,
} from '../../functions/src/data/records';
import { resultsOf } from '../../functions/src/domain/results/results';
import type { ExportContext } from '../../functions/src/exports/context';
import { EXPORT_TEXTS } from '../../functions/src/exports/texts';
import { buildResultsWorkbook } from '../../functions/src/exports/workbook';
import { loadLine, printTargets } from './bench-env';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 1000);
const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 100);
const MB = 1024 * 1024;
const START = Date.parse('2026-03-02T09:00:00.000Z');

function question(index: number): QuestionRecord {
  const kind = index % 3;
  const stamp = new Date(START).toISOString();
  return {
    _id: `question-${index}`,
    title: { main: `Bench question ${index}: a title long enough to be cut to a sheet name` },
    description: null,
    type: kind === 2 ? 'survey' : 'quiz',
    answerType: kind === 0 ? 'ox' : kind === 1 ? 'multiple' : 'survey',
    difficulty: null,
    selection:
      kind === 1
        ? ['a', 'b', 'c', 'd', 'e'].map((title) => ({
            title: `choice ${title}`,
            en: `choice ${title}`,
            image: null,
          }))
        : [],
    correct: kind === 0 ? '1' : kind === 1 ? '3' : null,
    active: true,
    ownerId: 'bench-teacher',
    siteId: 'bench-site',
    order: index,
    createdAt: stamp,
    updatedAt: stamp,
  };
}

function seed() {
  const users = new Map<string, UserRecord>();
  for (let seat = 0; seat < STUDENTS; seat += 1) {
    const stamp = new Date(START).toISOString();
    users.set(`user-${seat}`, {
      _id: `user-${seat}`,
      uid: `bench-${seat}`,
      firstname: `S${seat}`,
      lastname: 'Bench',
      no: seat + 1,
      tel: null,
      email: null,
      role: {
        user: true,
        admin: false,
        manager: false,
        staff: false,
        operator: false,
        system: false,
        distributor: false,
      },
      distId: null,
      siteId: 'bench-site',
      spots: [],
      private_policy: { agree: true, date: stamp },
      info: null,
      active: true,
      verified: true,
      createdAt: stamp,
      updatedAt: stamp,
    });
  }
  const links: QuestionLinkRecord[] = [];
  const answers = new Map<string, AnswerRecord[]>();
  for (let index = 0; index < QUESTIONS; index += 1) {
    const asked = question(index);
    const started = START + index * 60_000;
    const link: QuestionLinkRecord = {
      _id: `link-${index}`,
      sessionId: 'bench-session',
      siteId: 'bench-site',
      spotId: 'bench-spot',
      questionId: asked._id,
      question: [[asked]],
      correct: asked.correct,
      end: new Date(started + 30_000).toISOString(),
      userId: 'bench-teacher',
      info: null,
      playlistId: null,
      index: null,
      createdAt: new Date(started).toISOString(),
      updatedAt: new Date(started).toISOString(),
    };
    links.push(link);
    answers.set(
      link._id,
      Array.from({ length: STUDENTS }, (_, seat): AnswerRecord => {
        const at = started + 1_000 + ((seat * 37) % 20_000);
        const mac = `AA:BB:CC:${String(Math.floor(seat / 256)).padStart(2, '0')}:${(seat % 256).toString(16).padStart(2, '0')}:01`;
        return {
          linkId: link._id,
          studentKey: `user-${seat}`,
          value: asked.answerType === 'ox' ? String((seat % 2) + 1) : String((seat % 5) + 1),
          sender: 'scanner#bench',
          seq: seat,
          at: new Date(at).toISOString(),
          serverAt: at,
          receivedAt: at,
          student: `user-${seat}`,
          device: { mac, user: `user-${seat}` },
          app: null,
        };
      }),
    );
  }
  return { users, links, answers };
}

async function main() {
  const loadAtStart = loadLine();
  const { users, links, answers } = seed();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);

  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const results = resultsOf(links, (linkId) => answers.get(linkId) ?? [], users, [...users.values()]);
  const modelled = performance.now();
  const context: ExportContext = {
    language: 'ko',
    texts: EXPORT_TEXTS.ko,
    timeZone: 'Asia/Seoul',
    className: 'Bench class',
    siteName: 'Bench school',
    teachers: ['Bench teacher'],
    sessions: [{ start: new Date(START).toISOString(), end: null }],
    range: null,
    requester: 'Bench teacher',
    exportedAt: new Date().toISOString(),
  };
  const bytes = await buildResultsWorkbook(results, context);
  const built = performance.now();
  const cpu = process.cpuUsage(cpuBefore);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);

  const total = (built - started) / 1000;
  console.log(
    `Export build: ${STUDENTS} students x ${QUESTIONS} questions = ${STUDENTS * QUESTIONS} answers`,
  );
  console.log(`  results model   ${((modelled - started) / 1000).toFixed(2)} s`);
  console.log(
    `  workbook        ${((built - modelled) / 1000).toFixed(2)} s (${(bytes.length / MB).toFixed(1)} MB, ${QUESTIONS + 3} sheets)`,
  );
  console.log(`  total           ${total.toFixed(2)} s`);
  // CPU time holds still on a shared machine, where wall time follows the other processes.
  console.log(
    `  CPU time        ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s (user and system, this process)`,
  );
  console.log(
    `  peak RSS        ${(peak / MB).toFixed(0)} MB (${(baseline / MB).toFixed(0)} MB with the seeded records before the build)`,
  );
  printTargets('bench:export, the worker alone (no stack)', loadAtStart, [
    { target: 'workbook built within 10 s', measured: `${total.toFixed(2)} s`, met: total < 10 },
    { target: 'peak RSS within 512 MB', measured: `${(peak / MB).toFixed(0)} MB`, met: peak <= 512 * MB },
  ]);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
