import type {
  AdminTicketDetail,
  AdminTicketSummary,
  Page,
  TicketAssignee,
  TicketAttachment,
  TicketDetail,
  TicketOpenInput,
  TicketStatus,
  TicketSummary,
  TicketType,
} from '@shiplabel/shared';
import { idempotent } from '../../app/http/idempotency.ts';
import { http } from '../../app/http/request.ts';

/** Which side of the work orders a screen talks to: the customer's own, or the back office's queue. */
export type TicketSource = 'customer' | 'staff';
const root = (source: TicketSource) => (source === 'staff' ? '/admin/workOrder' : '/app/workOrder');

export interface TicketQuery {
  pageNum: number;
  pageSize: number;
  status?: TicketStatus | undefined;
  type?: TicketType | undefined;
  keyword?: string | undefined;
}
export interface QueueQuery extends TicketQuery {
  customer?: string | undefined;
  assigneeId?: string | undefined;
  unansweredHours?: number | undefined;
}

const withoutEmpty = (params: object) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));

/** Work orders (issue 14): customer endpoints under /app/workOrder, back office under /admin/workOrder. */
export const ticketsApi = {
  list: (query: TicketQuery) =>
    http.get<Page<TicketSummary>>('/app/workOrder/list', { params: withoutEmpty(query) }),
  queue: (query: QueueQuery) =>
    http.get<Page<AdminTicketSummary>>('/admin/workOrder/list', { params: withoutEmpty(query) }),
  // Quiet: the thread page shows "not found" itself for a missing, foreign or malformed id.
  detail: (id: string) => http.get<TicketDetail>(`/app/workOrder/detail/${id}`, { hideMessage: true }),
  adminDetail: (id: string) =>
    http.get<AdminTicketDetail>(`/admin/workOrder/detail/${id}`, { hideMessage: true }),
  open: (input: TicketOpenInput, key: string) =>
    http.post<TicketSummary>('/app/workOrder/create', input, idempotent(key)),
  reply: (id: string, input: { content: string; attachmentIds: string[] }, key: string) =>
    http.post<TicketDetail>(`/app/workOrder/reply/${id}`, input, idempotent(key)),
  staffReply: (
    id: string,
    input: { content: string; attachmentIds: string[]; internal: boolean },
    key: string,
  ) => http.post<AdminTicketDetail>(`/admin/workOrder/reply/${id}`, input, idempotent(key)),
  move: (id: string, move: 'close' | 'reopen' | 'cancel') =>
    http.post<TicketDetail>(`/app/workOrder/${move}/${id}`),
  staffClose: (id: string) => http.post<AdminTicketDetail>(`/admin/workOrder/close/${id}`),
  assign: (id: string, assigneeId: string | null) =>
    http.post<AdminTicketDetail>(`/admin/workOrder/assign/${id}`, { assigneeId }),
  assignees: () => http.get<TicketAssignee[]>('/admin/workOrder/assignees'),
  upload: (source: TicketSource, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return http.post<TicketAttachment>(`${root(source)}/attachment/upload`, form, { hideMessage: true });
  },
  download: (source: TicketSource, id: string) => http.download(`${root(source)}/attachment/${id}`),
};
