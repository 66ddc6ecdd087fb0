/**
 * Runs spreadsheet cases (sheet-cases.ts) through the console's importer: the parser must answer
 * every file with questions or its own errors (an ImportError, or row errors), never throw
 * anything else; a file it passes is saved with the one createQuestions call the import screen
 * makes, as the demo teacher, and a refused save must leave the store as it was.
 */
import fc from 'fast-check';
import { MAX_QUESTIONS_PER_IMPORT } from '../../web/src/api/questionImport';
import { parseQuestionWorkbook } from '../../web/src/questions/import';
import { runGraphqlCase } from './graphql-runner';
import { type Figures, type FuzzContext, newFigures } from './harness';
import { buildSheet, type SheetPlan, sheetPlans } from './sheet-cases';

const CREATE_QUESTIONS =
  'mutation Import($input: [QuestionInput!]!) { createQuestions(input: $input) { _id } }';

async function runSheetCase(context: FuzzContext, figures: Figures, plan: SheetPlan) {
  const sheet = await buildSheet(plan);
  const input = JSON.stringify({
    kind: sheet.kind,
    bytes: Buffer.from(sheet.bytes).toString('base64').slice(0, 400),
  });
  let parsed: Awaited<ReturnType<typeof parseQuestionWorkbook>>;
  try {
    parsed = await parseQuestionWorkbook(sheet.bytes);
  } catch (error) {
    figures.cases += 1;
    if (error instanceof Error && error.name === 'ImportError') {
      figures.refused += 1;
      return;
    }
    figures.crashes += 1;
    context.report('crash', 'sheets', `the parser threw ${String(error)}`, input);
    return;
  }
  // The import screen sends nothing while any row has an error, or when the file is too big.
  const questions = parsed.questions;
  if (parsed.errors.length > 0 || questions.length === 0 || questions.length > MAX_QUESTIONS_PER_IMPORT) {
    figures.cases += 1;
    figures.refused += 1;
    return;
  }
  await runGraphqlCase(context, figures, {
    field: 'createQuestions',
    operation: 'mutation',
    caller: 'teacher',
    query: CREATE_QUESTIONS,
    variables: { input: questions },
  });
}

export async function runSheets(
  context: FuzzContext,
  count: number,
  seed: number,
  onProgress?: (figures: Figures) => void,
): Promise<Figures> {
  const figures = newFigures('sheets');
  const started = performance.now();
  for (let chunk = 0; figures.cases < count; chunk += 1) {
    const batch = fc.sample(sheetPlans, {
      seed: seed + chunk,
      numRuns: Math.min(100, count - figures.cases),
    });
    for (const plan of batch) await runSheetCase(context, figures, plan);
    figures.seconds = (performance.now() - started) / 1000;
    onProgress?.(figures);
  }
  return figures;
}
