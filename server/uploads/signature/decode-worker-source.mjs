// Starts decode-worker.ts from the TypeScript sources (jest, tsx): tsx is registered inside the
// thread, as for the PDF worker (server/documents/pdf/pdf-worker-source.mjs).
import { register } from 'tsx/esm/api';

register();
await import('./decode-worker.ts');
