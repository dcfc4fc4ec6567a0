import { z } from 'zod';
import { bool, opt } from '../../lib/env-values.ts';
import type { ObjectStorageSettings } from './object-storage.ts';

/** The S3_* variables of config.ts's schema (issue 18). */
export const objectStorageEnv = {
  S3_ENDPOINT: opt(z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional()),
  // S3's bucket naming rules: 3-63 lower-case letters, digits, dots and hyphens.
  S3_BUCKET: opt(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 of a-z 0-9 . -)')
      .optional(),
  ),
  S3_ACCESS_KEY_ID: opt(z.string().trim().optional()),
  S3_SECRET_ACCESS_KEY: opt(z.string().optional()),
  S3_REGION: opt(z.string().trim().default('us-east-1')),
  // MinIO, s3rver and most S3-compatible servers want path-style URLs (http://host/bucket/key).
  S3_FORCE_PATH_STYLE: bool(false),
};

type ObjectStorageEnv = {
  S3_ENDPOINT?: string;
  S3_BUCKET?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_REGION: string;
  S3_FORCE_PATH_STYLE: boolean;
};

const REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** All four required variables, or none (files in the database); a partial set names what is missing. */
export function objectStorageOf(e: ObjectStorageEnv): {
  settings?: ObjectStorageSettings;
  problems: string[];
} {
  const missing = REQUIRED.filter((name) => !e[name]);
  if (missing.length === REQUIRED.length) return { problems: [] };
  if (missing.length > 0)
    return {
      problems: missing.map(
        (name) =>
          `${name}: required for object storage (set all of ${REQUIRED.join(', ')}, or none to keep files in the database)`,
      ),
    };
  return {
    settings: {
      endpoint: e.S3_ENDPOINT!,
      bucket: e.S3_BUCKET!,
      region: e.S3_REGION,
      accessKeyId: e.S3_ACCESS_KEY_ID!,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
    },
    problems: [],
  };
}
