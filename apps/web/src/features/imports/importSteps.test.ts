import type { ImportSummary } from '@shiplabel/shared';
import { describe, expect, it } from 'vitest';
import { currentStep, draftsToCreate, isBusy, progressPercent } from './importSteps.ts';

const summary = (over: Partial<ImportSummary>): ImportSummary => ({
  id: 'i',
  filename: 'a.xlsx',
  status: 'validated',
  processed: 10,
  total: 10,
  valid: 8,
  invalid: 2,
  draftsCreated: 0,
  jobId: null,
  error: null,
  createdAt: '2026-01-01T00:00:00Z',
  ...over,
});

describe('import steps', () => {
  it('moves from upload to checking to created', () => {
    expect(currentStep(null)).toBe(1);
    expect(currentStep(summary({}))).toBe(2);
    expect(currentStep(summary({ status: 'created' }))).toBe(3);
  });
  it('reports progress of the running job and what is left to create', () => {
    expect(isBusy(summary({ status: 'validating' }))).toBe(true);
    expect(progressPercent(summary({ status: 'validating', processed: 2500, total: 10_000 }))).toBe(25);
    expect(progressPercent(summary({ status: 'creating', draftsCreated: 4, valid: 8 }))).toBe(50);
    expect(progressPercent(summary({}))).toBe(100);
    expect(draftsToCreate(summary({ draftsCreated: 3 }))).toBe(5);
  });
});
