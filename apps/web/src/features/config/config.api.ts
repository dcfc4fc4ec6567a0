import type {
  AdminConfig,
  BusinessFees,
  ConfigUpdate,
  InsuranceVersion,
  PublicConfig,
} from '@shiplabel/shared';
import { http } from '../../app/http/request.ts';

/** System configuration (issue 14). */
export const configApi = {
  /** Contact details and the external menu links: no login needed. */
  public: () => http.get<PublicConfig>('/config/public'),
  /** The fees, deposits and upload limit in force (any signed-in user). */
  fees: () => http.get<BusinessFees>('/config/fees'),
  /** Every value (configList). */
  all: () => http.get<AdminConfig>('/admin/config'),
  /** One key at a time; the insurance table gets a new version (configList). */
  update: (update: ConfigUpdate) => http.post<AdminConfig>('/admin/config/update', update),
  insuranceVersions: () => http.get<InsuranceVersion[]>('/admin/config/insurance/versions'),
};
