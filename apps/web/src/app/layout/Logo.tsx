/** The product mark (a parcel), drawn inline so that it needs no request and follows the theme colour. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="6" fill="var(--theme-color, #165DFF)" />
      <path d="M7 11l9-5 9 5v10l-9 5-9-5z" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
      <path d="M7 11l9 5 9-5M16 16v10" fill="none" stroke="#fff" strokeWidth="2" />
    </svg>
  );
}
