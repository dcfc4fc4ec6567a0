export type Dictionary = Record<string, unknown>;
/** A locale's dictionaries by namespace ('common', 'orders'...). */
export type LocaleBundle = Record<string, Dictionary>;

/** The namespaces of `import.meta.glob('.../<locale>/*.json', { eager: true })`, by file name. */
export function namespacesOf(files: Record<string, { default: Dictionary }>): LocaleBundle {
  const bundle: LocaleBundle = {};
  for (const [path, module] of Object.entries(files)) {
    const namespace = /([^/]+)\.json$/.exec(path)?.[1];
    if (namespace) bundle[namespace] = module.default;
  }
  return bundle;
}
