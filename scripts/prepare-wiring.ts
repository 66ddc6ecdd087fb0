/**
 * Synthesizes the local wiring when infra/ or functions/ changed (docs/local-stack.md "Wiring from
 * the assembly"), so the test tiers, which start their stacks side by side and within a hook's
 * time limit, all find it cached. `npm start` needs no such step: it reads or makes it in-process.
 */
import { loadLocalWiring } from '../infra/local/wiring/wiring';

await loadLocalWiring((message) => console.log(message));
