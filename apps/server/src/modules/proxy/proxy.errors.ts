import { conflict, notFound, unprocessable } from '../../lib/errors.ts';

/** Another proxy's sub-account (or any other user) reads as unknown, exactly like a missing one. */
export const subAccountNotFound = () => notFound('proxy.sub_account_not_found');
export const proxyNotFound = () => notFound('proxy.not_found');
/** Only customers can become sub-accounts (not proxies, warehouse users or back-office people). */
export const notACustomer = (email: string) => unprocessable('proxy.not_a_customer', { email });
export const attachedElsewhere = (email: string) => conflict('proxy.attached_elsewhere', { email });
/** An order between placement and label (17, 18) would lose its commission if the sub-account moved. */
export const subAccountBusy = (email: string) => conflict('proxy.sub_account_busy', { email });
export const attachAndDetach = () => unprocessable('proxy.attach_and_detach');
