import type { RateLimiters } from '../auth/rate-limits';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { PdfRenderer } from '../documents/pdf/pdf-renderer';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import type { MessageQueue } from '../services/messaging/queue';
import type { ExecutionJobs } from '../services/lease-execution/jobs';
import type { PaymentProvider } from '../payments/provider';

/** What every router factory takes; server/app.ts builds it once (one set of rate limiters for the app). */
export type RouteDeps = { db: Db; config: Config; mailer: Mailer; logger: Logger; limits: RateLimiters; pdf: PdfRenderer; messageQueue: MessageQueue; executions?: ExecutionJobs; payments?: PaymentProvider | null };
