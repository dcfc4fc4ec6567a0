import { count, desc, max, sql } from 'drizzle-orm';
import type { AppDeps } from '../../lib/deps.ts';
import { AppError } from '../../lib/errors.ts';
import { bumpCatalog } from '../pricing/catalog.ts';
import { ChartParseError, parseUspsZoneChart } from './usps-zone-chart.parse.ts';
import { uspsZoneChart } from './usps-zone-chart.table.ts';

export interface UspsZoneChartStatus {
  /** Origin ZIP3s the chart holds (0: no chart, distance zones apply). */
  origins: number;
  uploadedAt: string | null;
  filename: string;
}

/** What the back office shows: how many origins the chart covers and its latest upload. */
export async function uspsZoneChartStatus(deps: Pick<AppDeps, 'db'>): Promise<UspsZoneChartStatus> {
  const [row] = await deps.db
    .select({ origins: count(), uploadedAt: max(uspsZoneChart.uploadedAt) })
    .from(uspsZoneChart);
  const latest = row?.uploadedAt
    ? await deps.db
        .select({ filename: uspsZoneChart.filename })
        .from(uspsZoneChart)
        .orderBy(desc(uspsZoneChart.uploadedAt))
        .limit(1)
    : [];
  return {
    origins: Number(row?.origins ?? 0),
    uploadedAt: row?.uploadedAt ? new Date(row.uploadedAt).toISOString() : null,
    filename: latest[0]?.filename ?? '',
  };
}

/**
 * Stores an uploaded official USPS chart as the default chart for distance zones. The whole matrix
 * replaces the chart; the JSON of one origin replaces that origin's row only. A file that cannot be read
 * changes nothing; every rating instance reloads it with the catalogue (bumpCatalog, same transaction).
 */
export async function uploadUspsZoneChart(
  deps: Pick<AppDeps, 'db' | 'clock'> & { bytes: Buffer; filename: string; origin?: string },
): Promise<UspsZoneChartStatus> {
  let parsed: ReturnType<typeof parseUspsZoneChart>;
  try {
    parsed = parseUspsZoneChart(deps.bytes, { filename: deps.filename, origin: deps.origin });
  } catch (error) {
    if (error instanceof ChartParseError)
      throw new AppError(400, error.problem.key, 'params' in error.problem ? error.problem.params : {});
    throw error;
  }
  const filename = deps.filename.slice(0, 200);
  const uploadedAt = deps.clock();
  const rows = [...parsed.origins].map(([originZip3, zones]) => ({
    originZip3,
    zones,
    filename,
    uploadedAt,
  }));
  await deps.db.transaction(async (tx) => {
    if (parsed.complete) await tx.delete(uspsZoneChart);
    // ~1,000 rows of 1 KB: a few statements of 200 rows each.
    for (let i = 0; i < rows.length; i += 200)
      await tx
        .insert(uspsZoneChart)
        .values(rows.slice(i, i + 200))
        .onConflictDoUpdate({
          target: uspsZoneChart.originZip3,
          set: { zones: sql`excluded.zones`, filename, uploadedAt },
        });
    await bumpCatalog(tx);
  });
  return uspsZoneChartStatus(deps);
}

/** Removes the official chart: distance zones apply again. */
export async function removeUspsZoneChart(deps: Pick<AppDeps, 'db'>): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await tx.delete(uspsZoneChart);
    await bumpCatalog(tx);
  });
}
