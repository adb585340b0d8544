import { z } from "zod";

/**
 * A university's OpenID Connect provider, as OIDC_PROVIDERS configures it (README, Configuration). Its endpoints
 * and signing keys come from the issuer's discovery document.
 */
export type OidcProvider = {
  /** In the callback path (/api/auth/callback/<id>) and in the database's account rows: keep it once chosen. */
  id: string;
  /** The university's name on the "Sign in with …" button. */
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Lower-case domains whose addresses may sign in (the part after the @, matched exactly). */
  emailDomains: string[];
};

const domain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, "Expected a domain such as unibe.ch");

const providerSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, "Expected lower-case letters, digits and dashes (at most 40)")
    // "credential" is better-auth's own provider id for passwords.
    .refine((id) => id !== "credential", "credential is taken by password sign-in"),
  name: z.string().trim().min(1).max(80),
  issuer: z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, "")),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  emailDomains: z.array(domain).min(1, "List at least one email domain"),
});

/** OIDC_PROVIDERS: a JSON array of providers with distinct ids; empty or unset, no university sign-in. */
export const oidcProvidersSchema = z
  .string()
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: "custom", message: "Expected a JSON array of providers" });
      return z.NEVER;
    }
  })
  .pipe(z.array(providerSchema))
  .refine((providers) => new Set(providers.map((provider) => provider.id)).size === providers.length, {
    message: "Each provider needs an id of its own",
  });

/** The discovery document's address under an issuer (OpenID Connect Discovery 1.0, §4). */
export function discoveryUrl(provider: Pick<OidcProvider, "issuer">): string {
  return `${provider.issuer}/.well-known/openid-configuration`;
}

/** Whether an address is in one of the provider's domains. */
export function isAllowedEmail(provider: Pick<OidcProvider, "emailDomains">, email: string): boolean {
  const at = email.lastIndexOf("@");
  return at > 0 && provider.emailDomains.includes(email.slice(at + 1).toLowerCase());
}
