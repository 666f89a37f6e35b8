// A worker thread of the analysis pool (analyze-pool.ts). Workers do not share the parent's TypeScript loader
// under every runner (vitest, tsx, plain node), so the task is loaded through tsx's API here.
import { tsImport } from 'tsx/esm/api';

const { analyzeOffline } = await tsImport('./analyze-task.ts', import.meta.url);

export default analyzeOffline;
