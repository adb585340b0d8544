import { eachOperation } from "./each-operation.ts";

/** How a signed-in caller proves it: better-auth's session cookie, or its token as a bearer (the bearer plugin). */
export const SECURITY_SCHEMES = {
  sessionCookie: {
    type: "apiKey",
    in: "cookie",
    name: "better-auth.session_token",
    description:
      "Set by sign-in and sign-up (named __Secure-better-auth.session_token when the app is served over https). " +
      "State-changing calls from a browser must also send an Origin the app trusts.",
  },
  bearerToken: {
    type: "http",
    scheme: "bearer",
    description: "The session token, as sign-in returns it in the set-auth-token header, for clients without cookies.",
  },
} as const;

export const SIGNED_IN: Record<string, string[]>[] = [{ sessionCookie: [] }, { bearerToken: [] }];

/**
 * States for every operation whether it needs a session: one that answers 401 ("not signed in") does, every
 * other is public (`security: []`). An operation whose 401 means something else (sign-in's wrong password)
 * states its own security, which is kept. Done here, over the whole document, so that no route can forget it.
 */
export function withSecurity<D extends { paths?: object; components?: object }>(doc: D): D {
  for (const { operation } of eachOperation(doc)) {
    operation.security ??= operation.responses?.["401"] ? SIGNED_IN : [];
  }
  const components = (doc.components ?? {}) as { securitySchemes?: object };
  doc.components = { ...components, securitySchemes: { ...components.securitySchemes, ...SECURITY_SCHEMES } };
  return doc;
}
