export * from './batch.ts';
export * from './batch-process.ts';
export * from './import.ts';
export * from './label-format.ts';
export * from './order.schema.ts';
export * from './signature.ts';
export * from './state-machine.ts';
export * from './status.ts';
