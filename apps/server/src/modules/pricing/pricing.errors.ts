import { conflict, notFound } from '../../lib/errors.ts';

export const priceRuleNotFound = () => notFound('pricing.rule_not_found');
export const priceRuleNameTaken = (name: string) => conflict('pricing.rule_name_taken', { name });
export const priceRuleInUse = (count: number) => conflict('pricing.rule_in_use', { count });
export const scopeNotFound = () => notFound('pricing.scope_not_found');
export const usersNotFound = (count: number) => notFound('pricing.users_not_found', { count });
