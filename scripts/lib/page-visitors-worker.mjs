// pageVisitorsApart's thread (page-visitors.ts): the visitors until the bench says stop, then their times.
import { parentPort, workerData } from 'node:worker_threads';
import { visitPage } from './visitor-loop.mjs';

let done = false;
parentPort.once('message', () => (done = true));
parentPort.postMessage(await visitPage(workerData.url, workerData.count, workerData.paceMs, () => done));
