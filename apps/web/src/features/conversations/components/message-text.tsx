import { Fragment } from "react";
import { splitLinks } from "../link-text.ts";

/**
 * A message's text as plain text nodes, with web addresses as links that open in a new tab and tell the target
 * nothing of the page (no opener, no referrer) nor vouch for it (nofollow). Never rendered as HTML.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, index) =>
        part.kind === "link" ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
