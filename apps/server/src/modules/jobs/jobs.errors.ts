import { conflict, notFound } from '../../lib/errors.ts';

/** Unknown, or another user's: the same answer, so ids of other users' jobs cannot be probed. */
export const jobNotFound = () => notFound('jobs.not_found');
/** Cancel of a job that has already ended; `status` is a message key (jobs.status.*). */
export const jobAlreadyEnded = (status: string) =>
  conflict('jobs.already_ended', { status: `jobs.status.${status}` });
export const jobFileNotReady = (status: string) =>
  conflict('jobs.file_not_ready', { status: `jobs.status.${status}` });
/** The job ended without a file (failed, canceled, or a kind that produces none). */
export const jobHasNoFile = () => notFound('jobs.no_file');
