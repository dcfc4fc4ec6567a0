/** Resources and categories carry both names; show the one of the chosen language. */
export function localizedName(item: { nameEn: string; nameZh: string }, language: string): string {
  return language === 'zh-CN' ? item.nameZh || item.nameEn : item.nameEn || item.nameZh;
}
