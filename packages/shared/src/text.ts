import { z } from "zod";

/** No control characters at all: no line breaks, tabs or NUL. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const SINGLE_LINE = /^[^\u0000-\u001f\u007f]*$/;
export const SINGLE_LINE_MESSAGE = "Use a single line, without line breaks or tabs.";

/**
 * A line a person types: a name, an email, a title. Trimmed, composed (NFC: "é" typed as one character or as
 * "e" and an accent is the same name and the same email), and on one line.
 */
export const lineSchema = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).trim().normalize("NFC").regex(SINGLE_LINE, SINGLE_LINE_MESSAGE);
