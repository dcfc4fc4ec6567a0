import { conflict, notFound, unprocessable } from '../../lib/errors.ts';

export const userNotFound = () => notFound('users.user_not_found');
export const emailTaken = () => conflict('users.email_taken');
export const warehouseCodeTaken = () => conflict('users.warehouse_code_taken');
export const cannotChangeSelf = () => unprocessable('users.cannot_change_self');
export const lastAdministrator = () => unprocessable('users.last_admin');
export const hasMoney = () => unprocessable('users.has_money');
export const hasOpenOrders = (count: number) => unprocessable('users.has_open_orders', { count });
export const sellerHasCustomers = (count: number) => unprocessable('users.seller_has_customers', { count });
export const sellerInvalid = () => unprocessable('users.seller_invalid');
export const notCustomer = () => unprocessable('users.not_customer');
export const warehouseRequired = () => unprocessable('users.warehouse_required');
export const warehouseOnly = () => unprocessable('users.warehouse_only');
