import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Clock } from './clock.ts';

/** What every use case may need; routes pass it along with the request's own values. */
export interface AppDeps {
  db: Database;
  config: Config;
  clock: Clock;
}
