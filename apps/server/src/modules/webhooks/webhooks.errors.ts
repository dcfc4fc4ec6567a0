import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { TargetProblem } from './webhooks.targets.ts';

/** Another customer's endpoint or delivery reads as unknown, exactly like a missing one. */
export const endpointNotFound = () => notFound('webhooks.not_found');
export const deliveryNotFound = () => notFound('webhooks.delivery_not_found');
/** The URL's host is private/loopback/link-local (unless allowed) or does not resolve. */
export const targetRefused = (problem: TargetProblem) => badRequest(problem);
export const tooManyEndpoints = (max: number) => conflict('webhooks.too_many', { max });
