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
  /** Contact details, the external menu links and the amounts public texts quote: no login needed.
   * Quiet: every reader has a default to show meanwhile (an error toast on a public page helps nobody). */
  public: () => http.get<PublicConfig>('/config/public', { hideMessage: true }),
  /** The fees, deposits and upload limit in force (any signed-in user). */
  fees: () => http.get<BusinessFees>('/config/fees'),
  /** Every value (configList). */
  all: () => http.get<AdminConfig>('/admin/config'),
  /** One key at a time; the insurance table gets a new version (configList). */
  update: (update: ConfigUpdate) => http.post<AdminConfig>('/admin/config/update', update),
  insuranceVersions: () => http.get<InsuranceVersion[]>('/admin/config/insurance/versions'),
};
