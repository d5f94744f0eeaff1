// Starts pdf-worker.ts from the TypeScript sources (jest, tsx). Node 20 does not apply a worker's
// `--import tsx` to the worker's own modules, so tsx is registered here, inside the thread.
import { register } from 'tsx/esm/api';

register();
await import('./pdf-worker.ts');
