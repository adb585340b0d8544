import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import type { Logger } from "../logger.ts";
import type { OidcProvider } from "./oidc-providers.ts";

/** What better-auth keeps of a provider it has discovered: its id and the issuer the discovery document named. */
type DiscoveredProvider = { id: string; issuer?: string };

const sameIssuer = (discovered: string, configured: string) => discovered.replace(/\/+$/, "") === configured;

/**
 * OpenID Connect Discovery (§4.3) requires the issuer a discovery document names to be the issuer it was asked
 * under; better-auth takes the document's word and would then accept ID tokens from that other issuer. This plugin,
 * after the generic OAuth plugin, drops a university whose document names another issuer, with an error log line
 * saying both, so that it is not offered (its sign-in answers 404 as an unknown provider's does) while the others
 * still are. Discovery may only succeed later (better-auth retries it on a sign-in), so the check runs again before
 * each sign-in and callback.
 */
export function issuerCheckPlugin(providers: OidcProvider[], logger: Logger): BetterAuthPlugin {
  const configured = new Map(providers.map((provider) => [provider.id, provider.issuer]));
  const refuse = (list: DiscoveredProvider[]) => {
    for (let index = list.length - 1; index >= 0; index -= 1) {
      const { id, issuer } = list[index]!;
      const expected = configured.get(id);
      if (expected === undefined || issuer === undefined || sameIssuer(issuer, expected)) continue;
      logger.error(
        { provider: id, configuredIssuer: expected, discoveredIssuer: issuer },
        "university sign-in: the discovery document names another issuer than OIDC_PROVIDERS; this university is not offered",
      );
      list.splice(index, 1);
    }
  };
  return {
    id: "stint-oidc-issuer-check",
    init: (ctx) => {
      refuse(ctx.socialProviders as DiscoveredProvider[]);
    },
    hooks: {
      before: [
        {
          matcher: (context) => context.path === "/sign-in/social" || context.path?.startsWith("/callback/") === true,
          handler: createAuthMiddleware(async (ctx) => {
            refuse(ctx.context.socialProviders as DiscoveredProvider[]);
          }),
        },
      ],
    },
  };
}
