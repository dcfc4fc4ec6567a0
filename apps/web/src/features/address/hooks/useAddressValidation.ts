import type { AddressInput, AddressValidation } from '@shiplabel/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { addressApi } from '../address.api.ts';

/**
 * Validate an address and keep the result for the dialog. The caller decides what happens with the
 * suggestion (spec: auto-fill exists, but the user must still confirm the data).
 */
export function useAddressValidation() {
  const [result, setResult] = useState<{ input: AddressInput; validation: AddressValidation } | null>(null);
  const mutation = useMutation({
    mutationFn: (input: AddressInput) => addressApi.validate(input),
    onSuccess: (validation, input) => setResult({ input, validation }),
  });
  return {
    validate: mutation.mutate,
    validating: mutation.isPending,
    result,
    close: () => setResult(null),
  };
}
