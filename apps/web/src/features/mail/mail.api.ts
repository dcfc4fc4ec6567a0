import type { MailOutboxItem, MailStatus, Page } from '@shiplabel/shared';
import { http } from '../../app/http/request.ts';

export interface OutboxFilters {
  email?: string;
  status?: MailStatus;
}

/** The outbox of outgoing e-mail (issue 13, back office, resource adminList). */
export const mailApi = {
  outbox: (filters: OutboxFilters, paging: { pageNum: number; pageSize: number }) =>
    http.get<Page<MailOutboxItem>>('/admin/mail/outbox', { params: { ...filters, ...paging } }),
};
