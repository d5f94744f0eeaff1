// Lighthouse check of the public pages against the goals: performance, accessibility, image bytes,
// caching of uploads and JavaScript weight. Run with `npm run lighthouse` (builds first). Local only.
// Exit code 1 when a goal fails, so it can serve as a check.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { printGoals, type Goal } from './lib/goals';
import { medianRun, pageFigures, type PageFigures } from './lib/lighthouse-figures';
import { sentSize } from './lib/sent-size';
import { printTable, runInTempDir, seedDatabase, startServer, stopServer } from './lib/local-server';

const PAGES = ['/new/', '/new/property/1'];
const RUNS_PER_PAGE = 3;
const CHROMIUM = '/usr/bin/chromium';
const ONE_YEAR_SECONDS = 31_536_000;
const GOALS = { performance: 99, lcpMs: 1500, wastedImageBytes: 0, uploadsShortCache: 0, jsBytes: 90 * 1024, accessibility: 100 };

type PageResult = { page: string; median: PageFigures; runs: PageFigures[]; uploadsShortCache: number; jsBytes: number };

/** One Lighthouse run (default mobile preset) in a fresh headless Chromium. */
async function runLighthouse(url: string): Promise<PageFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox'],
    handleSIGINT: false,
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    return pageFigures(result.lhr);
  } finally {
    chrome.kill();
  }
}

/** The max-age in seconds a Cache-Control value allows (0 when it forbids storing or asks to revalidate). */
function maxAgeSeconds(cacheControl: string | null): number {
  if (!cacheControl || /\b(no-store|no-cache)\b/i.test(cacheControl)) return 0;
  const match = /\bmax-age=(\d+)/i.exec(cacheControl);
  return match?.[1] ? Number(match[1]) : 0;
}

/**
 * How many of the URLs answer with a Cache-Control max-age under a year. Read from the server's own headers:
 * Lighthouse's cache-insight lists only responses under 30 days and skips no-cache/no-store, so it
 * undercounts against a one-year goal.
 */
async function countShortCached(urls: string[]): Promise<number> {
  let short = 0;
  for (const url of urls) {
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    await res.body?.cancel();
    if (maxAgeSeconds(res.headers.get('cache-control')) < ONE_YEAR_SECONDS) short += 1;
  }
  return short;
}

/**
 * The bytes of the page's scripts as the server sends them to a browser. Not Lighthouse's transfer
 * sizes: once the service worker has taken the page, the scripts it fetches for the page count 0 B
 * there (its own requests are not among the page's), and a run could report a few hundred bytes.
 */
async function scriptBytes(urls: string[]): Promise<number> {
  let bytes = 0;
  for (const url of urls) bytes += (await sentSize(url)).bytes;
  return bytes;
}

/** Runs Lighthouse RUNS_PER_PAGE times on a page and keeps the median run. */
async function measurePage(baseUrl: string, page: string): Promise<PageResult> {
  const runs: PageFigures[] = [];
  for (let i = 1; i <= RUNS_PER_PAGE; i++) {
    process.stdout.write(`  ${page}: run ${i} of ${RUNS_PER_PAGE}...`);
    // Lighthouse sometimes fails to record a trace (NO_NAVSTART) and asks to be run again: once more, then give up.
    const figures = await runLighthouse(baseUrl + page).catch((err: unknown) => {
      process.stdout.write(` ${err instanceof Error ? err.message : String(err)}; running it again...`);
      return runLighthouse(baseUrl + page);
    });
    runs.push(figures);
    process.stdout.write(` performance ${figures.performance}, LCP ${seconds(figures.lcpMs)}\n`);
  }
  const median = medianRun(runs);
  return { page, median, runs, uploadsShortCache: await countShortCached(median.uploadUrls), jsBytes: await scriptBytes(median.scriptUrls) };
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function range(values: number[], format: (n: number) => string): string {
  return `${format(Math.min(...values))}–${format(Math.max(...values))}`;
}

function printResults(results: PageResult[]): void {
  console.log(`\nMedian of ${RUNS_PER_PAGE} Lighthouse runs per page (mobile preset, simulated throttling)\n`);
  const header = ['page', 'perf', 'perf min–max', 'a11y', 'LCP', 'LCP min–max', 'FCP', 'TBT', 'CLS', 'image waste', 'uploads <1y cache', 'JS on wire'];
  printTable(
    header,
    results.map(({ page, median: m, runs, uploadsShortCache, jsBytes }) => [
      page,
      String(m.performance),
      range(runs.map((r) => r.performance), String),
      String(m.accessibility),
      seconds(m.lcpMs),
      range(runs.map((r) => r.lcpMs), (n) => (n / 1000).toFixed(2)),
      seconds(m.fcpMs),
      `${Math.round(m.tbtMs)} ms`,
      m.cls.toFixed(3),
      kb(m.wastedImageBytes),
      `${uploadsShortCache} of ${m.uploadUrls.length}`,
      kb(jsBytes),
    ]),
  );
}

/** The goal lines of one page (median run). */
function pageGoals({ page, median: m, uploadsShortCache, jsBytes }: PageResult): Goal[] {
  return [
    { name: `${page} performance`, actual: String(m.performance), target: `≥ ${GOALS.performance}`, pass: m.performance >= GOALS.performance },
    { name: `${page} LCP`, actual: seconds(m.lcpMs), target: `≤ ${seconds(GOALS.lcpMs)}`, pass: m.lcpMs <= GOALS.lcpMs },
    { name: `${page} wasted image bytes`, actual: `${m.wastedImageBytes} B`, target: `${GOALS.wastedImageBytes} B`, pass: m.wastedImageBytes <= GOALS.wastedImageBytes },
    { name: `${page} uploads without 1-year caching`, actual: String(uploadsShortCache), target: String(GOALS.uploadsShortCache), pass: uploadsShortCache <= GOALS.uploadsShortCache },
    { name: `${page} JS on the wire`, actual: `${jsBytes} B`, target: `≤ ${GOALS.jsBytes} B`, pass: jsBytes <= GOALS.jsBytes },
    { name: `${page} accessibility`, actual: String(m.accessibility), target: String(GOALS.accessibility), pass: m.accessibility >= GOALS.accessibility },
  ];
}

/** Runs the whole check and returns the exit code. */
async function main(tmp: string): Promise<number> {
  await seedDatabase(tmp);
  console.log('Starting server, RENDER_CACHE=on');
  const server = await startServer(tmp, { RENDER_CACHE: 'on' });
  const results: PageResult[] = [];
  try {
    // One GET per page first so every Lighthouse run meets the same (warm) render cache.
    for (const page of PAGES) await (await fetch(server.baseUrl + page)).arrayBuffer();
    for (const page of PAGES) results.push(await measurePage(server.baseUrl, page));
  } finally {
    await stopServer(server);
  }
  printResults(results);
  const passed = printGoals('Goals (median run):', results.flatMap(pageGoals));
  return passed ? 0 : 1;
}

runInTempDir('leasing-lighthouse-', main, () => void chromeLauncher.killAll());
