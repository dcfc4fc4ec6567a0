import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../lib/deps.ts';
import { IMAGE_KINDS } from '../../lib/uploads/file-kind.ts';
import { readUpload } from '../../lib/uploads/read-upload.ts';
import type { AuthContext } from '../auth/sessions.usecases.ts';
import { getSysConfig } from '../config/config.usecases.ts';
import { blobStore } from '../files/blob-store.ts';
import { storeUpload } from '../files/files.usecases.ts';
import { attachmentNotFound } from './tickets.errors.ts';
import { attachmentOwner } from './tickets.repository.ts';

/**
 * Ticket attachments: images or PDF, by content (a renamed file is refused), at most the configured upload
 * limit (spec sections 5 and 9: 500KB; an operator may change it in the system configuration).
 */
const TICKET_KINDS = [...IMAGE_KINDS, 'pdf'] as const;

/** Reads and stores one upload through the shared upload code; it joins a ticket when a message names it. */
export async function uploadTicketFile(deps: AppDeps & { request: FastifyRequest; auth: AuthContext }) {
  const maxBytes = (await getSysConfig(deps)).uploadLimitBytes;
  const upload = await readUpload(deps.request, { maxBytes, kinds: TICKET_KINDS });
  const blob = await storeUpload({ ...deps, upload, kind: 'ticket' });
  return { id: blob.id, filename: blob.filename, mimeType: blob.mimeType, size: blob.size };
}

/**
 * A ticket's file. A customer (customerId set) gets only files of their own tickets and never those of
 * internal notes; the back office any ticket's file. Everything else is "not found".
 */
export async function ticketFile(deps: AppDeps & { blobId: string; customerId?: string }) {
  const owner = await attachmentOwner(deps.db, deps.blobId);
  if (!owner) throw attachmentNotFound();
  if (deps.customerId && (owner.customerId !== deps.customerId || owner.internal)) throw attachmentNotFound();
  const blob = await blobStore(deps.db).read(deps.blobId);
  if (!blob) throw attachmentNotFound();
  return blob;
}
