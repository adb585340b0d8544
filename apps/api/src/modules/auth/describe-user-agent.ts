// Checked in order: many browsers also name the ones they are built on (Edge says "Chrome" and "Safari").
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bChrome\/|\bCriOS\/|\bHeadlessChrome\/|\bChromium\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bWindows\b/, "Windows"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

/**
 * A person's name for the device of a session, from its user agent: "Firefox on Windows", "Safari on
 * iPhone". Enough to tell one's own devices apart; a user agent is whatever the client says, never proof.
 */
export function describeUserAgent(userAgent: string | null | undefined): string {
  const agent = userAgent?.trim() ?? "";
  if (!agent) return "Unknown device";
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `A browser on ${system}`;
  // A program rather than a browser ("curl/8.5.0", "node"): its own name, kept short.
  const program = /^([A-Za-z][\w.-]{0,40})(\/|$)/.exec(agent)?.[1];
  return program ?? "Unknown device";
}
