import { Typography } from "@mantine/core";
import { useMemo } from "react";
import { renderMarkdown } from "./markdown.ts";
import classes from "./markdown-view.module.css";

/** User Markdown (a job description, a company's About text), rendered and sanitised. */
export function MarkdownView({ markdown }: { markdown: string }) {
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  return (
    <Typography className={classes.root}>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
