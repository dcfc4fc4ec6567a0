import type {
  AddressBookEntry,
  AddressBookInput,
  AddressInput,
  AddressValidation,
  CityCandidate,
  Page,
} from '@shiplabel/shared';
import { idempotent } from '../../app/http/idempotency.ts';
import { http } from '../../app/http/request.ts';

export interface AddressBookQuery {
  keyword?: string;
  pageNum: number;
  pageSize: number;
}

const BOOK = '/app/user/address-book';

export const addressApi = {
  /** Auto-fill: quiet on failure (the user simply types the city). */
  getCity: (zipCode: string) =>
    http.get<CityCandidate[]>('/app/user/address/getCity', { params: { zipCode }, hideMessage: true }),
  validate: (address: AddressInput) => http.post<AddressValidation>('/app/user/address/validate', address),
  validateBatch: (addresses: AddressInput[]) =>
    http.post<AddressValidation[]>('/app/user/address/validate/batch', { addresses }),

  list: (query: AddressBookQuery) =>
    http.get<Page<AddressBookEntry>>(`${BOOK}/list`, {
      params: query.keyword ? query : { pageNum: query.pageNum, pageSize: query.pageSize },
    }),
  get: (id: string) => http.get<AddressBookEntry>(`${BOOK}/${id}`),
  create: (input: AddressBookInput, key: string) =>
    http.post<AddressBookEntry>(`${BOOK}/create`, input, idempotent(key)),
  update: (id: string, input: AddressBookInput) => http.post<AddressBookEntry>(`${BOOK}/update/${id}`, input),
  remove: (id: string) => http.post<null>(`${BOOK}/delete/${id}`),
};
