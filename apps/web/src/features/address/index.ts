/**
 * Reusable address pieces for other screens (rate estimate, order form):
 *
 *   const [form] = Form.useForm<AddressInput>();
 *   <Form form={form} layout="vertical">
 *     <AddressFormFields form={form} testIdPrefix="to" />      // shared addressSchema rules, state select,
 *     <AddressValidateButton form={form} testId="to-validate" /> // ZIP -> city/state auto-fill (editable)
 *   </Form>
 *
 * One Form per address (sender and recipient each get their own), so the schema's cross-field rules and
 * the "use suggestion" copy work on flat fields. With `schema={rateAddressSchema}` only the ZIP is required.
 * AddressValidationDialog can also be driven directly with the result of addressApi.validate(), and
 * addressApi.validateBatch() checks up to ADDRESS_BATCH_MAX addresses (order lists).
 */
export { addressApi } from './address.api.ts';
export { AddressFormFields } from './components/AddressFormFields.tsx';
export { AddressValidateButton } from './components/AddressValidateButton.tsx';
export { AddressValidationDialog } from './components/AddressValidationDialog.tsx';
export { ADDRESS_FIELDS, SUGGESTED_FIELDS } from './components/addressFields.ts';
export { useAddressValidation } from './hooks/useAddressValidation.ts';
export { NEW_ORDER_PATH, newOrderWith } from './useInOrder.ts';
