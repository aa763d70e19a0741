/**
 * The customer's private status page, offered on a form's success screen. The link carries its
 * own access token, so the page it opens asks the browser not to pass it on.
 */
export function StatusLink({
  href,
  text,
}: {
  href?: string;
  text: { followRequest: string; followNote: string };
}) {
  if (!href) return null;
  return (
    <p>
      <a href={href} className="font-semibold underline" data-testid="status-link">
        {text.followRequest}
      </a>
      {text.followNote}
    </p>
  );
}
