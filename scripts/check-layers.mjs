/**
 * Checks the layering rules of .dependency-cruiser.cjs over the functions and the console
 * (docs/layering.md) and exits with 1 on any violation. It calls dependency-cruiser's API rather
 * than its CLI: the CLI refuses to start on Node 20 (it asks for 22+), while the API it wraps runs
 * here, and this repository still supports Node 20.19.
 */
import { cruise, format } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
const tsConfig = extractTSConfig(options.tsConfig.fileName);
const result = await cruise(['functions/src', 'web/src'], { ...options, validate: true }, {}, { tsConfig });
const { output, exitCode } = await format(result.output, { outputType: 'err' });
process.stdout.write(output);
process.exitCode = exitCode === 0 ? 0 : 1;
