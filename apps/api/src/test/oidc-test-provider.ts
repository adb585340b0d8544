import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { decodeJwt, exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";
import Provider from "oidc-provider";

/** A person the test university knows: the login name typed on its page is the `sub`. */
export type UniversityUser = { email: string; email_verified: boolean; name: string };

/** Changes what the token endpoint answers (a forged, expired or misdirected ID token), or null to leave it. */
export type IdTokenTamper = (claims: Record<string, unknown>) => { claims: Record<string, unknown>; foreignKey?: true };

export const TEST_CLIENT = { id: "stint-test", secret: "stint-test-secret-long-enough-for-hs256-32b" };

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a loopback port, for tests: discovery, keys,
 * authorization with PKCE, a login page (its development interactions: any password, the login name is the
 * user), token, userinfo. `tamper` lets a test change the next ID tokens it issues, signed with its own key (or a
 * foreign one), so that the client's checks of them are tested against what a broken or hostile provider sends.
 */
export async function startOidcTestProvider(options: {
  redirectUris: string[];
  port?: number;
  /** Who a login name not added with addUser is (the e2e provider lets any name in); unknown by default. */
  anyone?: (sub: string) => UniversityUser;
}) {
  const users = new Map<string, UniversityUser>();
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const foreign = await generateKeyPair("RS256", { extractable: true });
  const jwk: JWK = { ...(await exportJWK(privateKey)), kid: "test-key", alg: "RS256", use: "sig" };
  let tamper: IdTokenTamper | null = null;

  const server: Server = createServer();
  server.listen(options.port ?? 0, "127.0.0.1");
  await once(server, "listening");
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT.id,
        client_secret: TEST_CLIENT.secret,
        redirect_uris: options.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    jwks: { keys: [jwk] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ["test-cookie-key-0123456789"] },
    // Lifetimes of its own (ten minutes), so that it does not print a notice for each default it uses.
    ttl: { Interaction: 600, Grant: 600, Session: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    // A first-party client: no consent screen after the login.
    loadExistingGrant: async (ctx) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
    findAccount: (_ctx, sub) => {
      const user = users.get(sub) ?? options.anyone?.(sub);
      return user ? { accountId: sub, claims: () => ({ sub, ...user }) } : undefined;
    },
  });
  // Tamper with the token endpoint's answer after the provider wrote it, as a hostile provider would.
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (!tamper || ctx.path !== "/token" || !body?.id_token) return;
    const changed = tamper(decodeJwt(body.id_token) as Record<string, unknown>);
    const key = changed.foreignKey ? foreign.privateKey : privateKey;
    body.id_token = await new SignJWT(changed.claims).setProtectedHeader({ alg: "RS256", kid: "test-key" }).sign(key);
  });
  server.on("request", provider.callback());

  return {
    issuer,
    addUser(sub: string, user: UniversityUser) {
      users.set(sub, user);
    },
    /** Changes the ID tokens issued from now on; `null` stops. */
    tamperIdTokens(change: IdTokenTamper | null) {
      tamper = change;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type OidcTestProvider = Awaited<ReturnType<typeof startOidcTestProvider>>;

/**
 * A browser at the university: follows the authorization URL through the login page (typing `login`) until the
 * provider sends it back to the app, and answers that address (the callback with `code` and `state`).
 */
export async function loginAtUniversity(authorizationUrl: string, login: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = new URL(authorizationUrl);
  let init: RequestInit = { method: "GET" };
  for (let hop = 0; hop < 10; hop += 1) {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const response = await fetch(url, { ...init, redirect: "manual", headers: { ...init.headers, cookie } });
    for (const set of response.headers.getSetCookie()) {
      const [pair] = set.split(";");
      const index = pair!.indexOf("=");
      cookies.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
    const location = response.headers.get("location");
    if (location) {
      await response.arrayBuffer();
      const next = new URL(location, url);
      if (next.origin !== url.origin) return next;
      url = next;
      init = { method: "GET" };
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`the university answered ${response.status} without a form or a redirect`);
    url = new URL(action.replaceAll("&amp;", "&"), url);
    init = {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ prompt: "login", login, password: "any" }).toString(),
    };
  }
  throw new Error("the university kept redirecting");
}
