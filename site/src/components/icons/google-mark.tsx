/**
 * The project's drawing of a search-engine company's "G" (source spec §1: a
 * sign-in with such an account shows as an icon only). It names itself, so it
 * tells the visitor that the customer area takes that sign-in (decision CHROME-8).
 */
export function GoogleMark({ className, label }: { className?: string; label: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width="16" height="16" role="img" aria-label={label}>
      <path fill="#4285f4" d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3Z" />
      <path
        fill="#34a853"
        d="M12 22c2.7 0 5-.9 6.6-2.5l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22Z"
      />
      <path fill="#fbbc05" d="M6.4 13.9a6 6 0 0 1 0-3.8V7.5H3.1a10 10 0 0 0 0 9Z" />
      <path fill="#ea4335" d="M12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.5l3.3 2.6C7.2 7.8 9.4 6 12 6Z" />
    </svg>
  );
}
