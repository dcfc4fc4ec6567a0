/**
 * Every job handler of the application, registered with the queue on import. main.ts imports this file
 * so a worker process can run every kind even before a route that enqueues it is loaded; the jobs routes
 * import it too, so every app built (tests included) knows every kind.
 *
 * A new kind: add its module's import here (its registration says whether workers of several processes
 * may split one job of it between them).
 */
// Label batches ('orders.batchPlace').
import '../orders/batch-place.job.ts';
// Large downloads ('documents.labels', 'documents.export').
import '../bulk-documents/bulk-jobs.ts';

// The periodic tracking refresh ('tracking.refresh').
import '../tracking/tracking-jobs.ts';

// Order imports ('orders.import.validate', 'orders.import.drafts').
import '../imports/imports.jobs.ts';

// Outgoing e-mail ('mail.send').
import '../mail/mail.jobs.ts';

// Outgoing webhooks ('webhooks.deliver').
import '../webhooks/webhooks.delivery.ts';

// Online stores: per-store order pulls and tracking pushes ('store.sync', 'store.fulfill').
import '../stores/stores.jobs.ts';

// The LingXing ERP: pulls and push-backs ('lingxing.pull', 'lingxing.pullDue', 'lingxing.push').
import '../lingxing/lingxing.jobs.ts';
