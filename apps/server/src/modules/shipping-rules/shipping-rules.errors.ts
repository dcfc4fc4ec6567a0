import { notFound, unprocessable } from '../../lib/errors.ts';

/** Another customer's rule reads as unknown, exactly like a missing one. */
export const shippingRuleNotFound = () => notFound('shippingRules.not_found');
export const ruleServiceNotAllotted = () => unprocessable('shippingRules.service_not_allotted');
export const ruleTemplateUnknown = () => unprocessable('shippingRules.template_unknown');
export const tooManyRules = (max: number) => unprocessable('shippingRules.too_many', { max });
