/**
 * Every job handler of the application, registered with the queue on import. main.ts imports this file
 * so a worker process can run every kind even before a route that enqueues it is loaded; the jobs routes
 * import it too, so every app built (tests included) knows every kind.
 *
 * A new kind: add its module's import here (and share it below if workers of several processes may split
 * one job of it between them).
 */
import { BATCH_PLACE_KIND } from '../orders/batch-place.usecases.ts';
import { shareJobKind } from './job-handlers.ts';
// Label batches ('orders.batchPlace').
import '../orders/batch-place.job.ts';
// Large downloads ('documents.labels', 'documents.export').
import '../bulk-documents/bulk-jobs.ts';

// The periodic tracking refresh ('tracking.refresh').
import '../tracking/tracking-jobs.ts';

// Order imports ('orders.import.validate', 'orders.import.drafts').
import '../imports/imports.jobs.ts';

// Each order of a batch is placed on its own under its own idempotency key: any worker may take any item.
shareJobKind(BATCH_PLACE_KIND);
