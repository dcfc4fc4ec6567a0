export * from './shipping-rules.evaluate.ts';
export * from './shipping-rules.schema.ts';
