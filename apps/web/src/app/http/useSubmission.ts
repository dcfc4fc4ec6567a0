import { useRef, useState } from 'react';
import { createSubmission, type Submission } from './idempotency.ts';

/**
 * A form's submission: `run(work)` gives `work` the submission's Idempotency-Key and refuses a second
 * start while one is in flight; `busy` blocks the buttons meanwhile (app/http/idempotency.ts).
 */
export function useSubmission(): { run: Submission['run']; busy: boolean } {
  const [busy, setBusy] = useState(false);
  const submission = useRef<Submission | null>(null);
  if (!submission.current) submission.current = createSubmission(setBusy);
  return { run: submission.current.run, busy };
}
