import { AppError } from '../../lib/errors.ts';

export const zipInvalid = () =>
  new AppError(400, 'address.zip_invalid', {}, [{ field: 'zipCode', key: 'address.zip_invalid' }]);
export const zipUnknown = (zip: string) => new AppError(404, 'address.zip_unknown', { zip });
