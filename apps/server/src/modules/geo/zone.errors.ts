import { AppError } from '../../lib/errors.ts';

/** A ZIP that is not 12345 or 12345-6789: 400 naming the field. */
export const zoneZipInvalid = (field: 'fromZip' | 'toZip') =>
  new AppError(400, 'zone.zip_invalid', { field }, [{ field, key: 'zone.zip_invalid' }]);

/** A well-formed ZIP that the directory does not know. */
export const zoneZipUnknown = (field: 'fromZip' | 'toZip', zip: string) =>
  new AppError(422, 'zone.zip_unknown', { zip }, [{ field, key: 'zone.zip_unknown', params: { zip } }]);

/** A known ZIP without coordinates (a few unique or military ZIPs): no distance can be measured. */
export const zoneNoLocation = () => new AppError(422, 'zone.no_location');
