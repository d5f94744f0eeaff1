// The figures the Lighthouse check reports, read from one Lighthouse result (LHR).
import type { Result } from 'lighthouse';

export type PageFigures = {
  performance: number;
  accessibility: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  wastedImageBytes: number;
  /** URLs under /uploads/ the page loaded (their caching is checked against the server separately). */
  uploadUrls: string[];
  /** The scripts the page loaded; their bytes are read from the server (scriptBytes), not from this run. */
  scriptUrls: string[];
};

type AuditResult = Result['audits'][string];
/** The parts of an audit's details read here; the union type Lighthouse declares is wider than needed. */
type LooseDetails = {
  items?: Array<Record<string, unknown>>;
  overallSavingsBytes?: number;
  debugData?: { wastedBytes?: number };
};

function details(audit: AuditResult | undefined): LooseDetails {
  return (audit?.details ?? {}) as LooseDetails;
}

/** A category's score out of 100 (NaN when the category did not run). */
function categoryScore(lhr: Result, id: string): number {
  const score = lhr.categories[id]?.score;
  return typeof score === 'number' ? Math.round(score * 100) : NaN;
}

function numeric(lhr: Result, id: string): number {
  return lhr.audits[id]?.numericValue ?? NaN;
}

/** Bytes an image audit says could be saved: its overall savings, else the insight's debug total, else its items. */
function savedBytes(audit: AuditResult | undefined): number {
  if (!audit) return 0;
  const d = details(audit);
  if (typeof d.overallSavingsBytes === 'number') return d.overallSavingsBytes;
  if (typeof d.debugData?.wastedBytes === 'number') return d.debugData.wastedBytes;
  return (d.items ?? []).reduce((sum, item) => sum + (typeof item.wastedBytes === 'number' ? item.wastedBytes : 0), 0);
}

/**
 * Image bytes Lighthouse calls wasted. Lighthouse 13 has only the image-delivery insight; older versions also
 * have modern-image-formats and uses-responsive-images, which cover the same images, so the larger of the two
 * estimates is taken rather than their sum.
 */
function wastedImageBytes(lhr: Result): number {
  const insight = savedBytes(lhr.audits['image-delivery-insight']);
  const legacy = savedBytes(lhr.audits['modern-image-formats']) + savedBytes(lhr.audits['uses-responsive-images']);
  return Math.round(Math.max(insight, legacy));
}

type NetworkRequest = { url: string; resourceType?: string };

function networkRequests(lhr: Result): NetworkRequest[] {
  return (details(lhr.audits['network-requests']).items ?? []) as NetworkRequest[];
}

/** The figures of one Lighthouse run. */
export function pageFigures(lhr: Result): PageFigures {
  const requests = networkRequests(lhr);
  return {
    performance: categoryScore(lhr, 'performance'),
    accessibility: categoryScore(lhr, 'accessibility'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    wastedImageBytes: wastedImageBytes(lhr),
    uploadUrls: [...new Set(requests.map((r) => r.url).filter((url) => new URL(url).pathname.startsWith('/uploads/')))],
    scriptUrls: [...new Set(requests.filter((r) => r.resourceType === 'Script').map((r) => r.url))],
  };
}

/** The run with the median performance score (ties broken by LCP); runs must not be empty. */
export function medianRun(runs: PageFigures[]): PageFigures {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('no Lighthouse runs');
  return median;
}
