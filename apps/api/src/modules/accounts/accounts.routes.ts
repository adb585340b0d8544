import { createRoute, z } from "@hono/zod-openapi";
import { accountExportSchema } from "@stint/shared/account-export";
import { signInMethodsSchema } from "@stint/shared/account-security";
import {
  companyAccountPatchSchema,
  companySignUpSchema,
  finishAccountSchema,
  meSchema,
  studentAccountPatchSchema,
  studentSignUpSchema,
  accountSchema,
  type Me,
} from "@stint/shared/account";
import type { Context } from "hono";
import { pageLanguageOf } from "@stint/shared/ui-languages";
import type { AppDeps } from "../../app-deps.ts";
import { confirmIdentity, sessionStartedAt, signInMethods } from "../../lib/current-password.ts";
import { AppError, badRequest, conflict } from "../../lib/errors.ts";
import type { AppEnv } from "../../lib/http/app-env.ts";
import { errorContent, jsonContent } from "../../lib/http/openapi.ts";
import { headersForAuth } from "../../lib/http/client-ip.ts";
import { takingAtLeast } from "../../lib/http/steady-timing.ts";
import { limitSignUps, SIGN_UP_FLOOR_MS } from "./sign-up-limit.ts";
import { mailConfirmationLink } from "./email-confirmation/confirmation-link.ts";
import { mustConfirmEmail } from "../../lib/http/confirmed-viewer.ts";
import { safeError } from "../../lib/safe-error.ts";
import { createRouter } from "../../lib/http/router.ts";
import { requireViewer } from "../../lib/http/viewer.ts";
import { deleteAccount } from "./delete-account.ts";
import { exportAccount } from "./export-account.ts";
import { findAccountByEmail, findAccountById } from "./find-account.ts";
import { finishAccount } from "./finish-account.ts";
import { operatorPermissions } from "../operators/operator-access.ts";
import { finishRoles } from "./finish-roles.ts";
import { signUp, type SignUpInput } from "./sign-up.ts";
import { updateAccount } from "./update-account.ts";

const errors = {
  400: errorContent("Invalid input, with a message per field"),
  401: errorContent("Not signed in"),
};

const signUpRoute = (role: "student" | "company") =>
  createRoute({
    method: "post",
    path: `/sign-up/${role}`,
    tags: ["Accounts"],
    summary: `Create a ${role} account and sign in`,
    request: {
      body: {
        ...jsonContent(role === "student" ? studentSignUpSchema : companySignUpSchema, "The new account"),
        required: true,
      },
    },
    responses: {
      201: jsonContent(
        meSchema,
        "Created; the session cookie is set. Beyond its address's hourly budget (10) the account must confirm " +
          "its email (user.mustConfirmEmail; a link is mailed) before it may apply, invite or rate",
      ),
      400: errors[400],
      409: errorContent("The email address is taken"),
      429: errorContent("More than 500 sign-ups from this address in the hour (rate-limited; Retry-After)"),
    },
  });

const meRoute = createRoute({
  method: "get",
  path: "/me",
  tags: ["Accounts"],
  summary: "The signed-in user, their role and account (role null when no account row matches)",
  responses: { 200: jsonContent(meSchema, "The signed-in user"), 401: errors[401] },
});

const patchAccountRoute = createRoute({
  method: "patch",
  path: "/me/account",
  tags: ["Accounts"],
  summary: "Change the signed-in user's account; send only the changed fields",
  description: "Not the sign-in email (emailAddress is refused with 400): POST /me/email-change changes it.",
  request: {
    body: {
      ...jsonContent(
        z.looseObject({}).openapi({ description: "StudentAccountPatch or CompanyAccountPatch, by the user's role" }),
        "The changed fields",
      ),
      required: true,
    },
  },
  responses: {
    200: jsonContent(accountSchema, "The updated account"),
    400: errors[400],
    401: errors[401],
    404: errorContent("The user has no account yet"),
  },
});

const finishAccountRoute = createRoute({
  method: "post",
  path: "/me/account",
  tags: ["Accounts"],
  summary: "Create the missing account row of a signed-in user (choose a role)",
  request: { body: { ...jsonContent(finishAccountSchema, "Role and account fields"), required: true } },
  responses: {
    201: jsonContent(meSchema, "The account was created"),
    400: errorContent(
      "Invalid input, with a message per field; role company for an account that signs in through a university",
    ),
    401: errors[401],
    409: errorContent("The account exists already, or the user is an operator (who has neither role)"),
  },
});

const deleteMeRoute = createRoute({
  method: "delete",
  path: "/me",
  tags: ["Accounts"],
  summary: "Delete the signed-in user and everything they own",
  description:
    "Five wrong passwords in 15 minutes (counted with the other current-password checks) answer 429 with " +
    "Retry-After until the window ends. An account without a password (it signs in through a university only) " +
    "sends no password: its session must have begun in the last 10 minutes (GET /me/sign-in-methods).",
  request: {
    body: {
      ...jsonContent(
        z.strictObject({ password: z.string().min(1, "Enter your password.").max(128).optional() }),
        "Confirm with the password (an account that has one)",
      ),
      required: true,
    },
  },
  responses: {
    204: { description: "Deleted; the session is gone" },
    400: errorContent("Invalid input, or a missing or wrong password (wrong-password, on password)"),
    401: errors[401],
    403: errorContent("An account without a password whose sign-in is older than 10 minutes (recent-sign-in-required)"),
    429: errorContent("Too many wrong passwords (rate-limited)"),
  },
});

const signInMethodsRoute = createRoute({
  method: "get",
  path: "/me/sign-in-methods",
  tags: ["Accounts"],
  summary: "How the signed-in user signs in: a password, universities, and until when this sign-in is recent",
  description:
    "The forms that confirm who someone is read it: the current password for an account that has one, else a " +
    "sign-in within the last 10 minutes (`recentSignInUntil`), renewed by signing in with the university again.",
  responses: { 200: jsonContent(signInMethodsSchema, "The sign-in methods"), 401: errors[401] },
});

const exportRoute = createRoute({
  method: "get",
  path: "/me/export",
  tags: ["Accounts"],
  summary: "Download everything Stint holds about the signed-in user as JSON",
  responses: {
    200: jsonContent(accountExportSchema, "The data export, as an attachment (stint-data.json)"),
    401: errors[401],
  },
});

export function accountsRoutes(
  deps: Pick<
    AppDeps,
    "database" | "auth" | "logger" | "storage" | "clock" | "env" | "mailer" | "passwordHashing" | "notificationLinkJobs"
  >,
) {
  const { auth, logger } = deps;
  const db = deps.database.db;
  const router = createRouter();

  // The seed's role lookup (by email, in both tables) answers /me; every other route reads the viewer.
  const loadMe = async (user: { id: string; email: string }): Promise<Me> => {
    const [account, mustConfirm] = await Promise.all([
      findAccountByEmail({ db, email: user.email, logger }),
      mustConfirmEmail(db, user.id),
    ]);
    // Asked on every page load: a student or a company is never an operator, so only a user without an account
    // costs the operators' lookup.
    const operatorOf = account ? null : await operatorPermissions(db, user.id);
    return {
      user: { id: user.id, email: user.email, mustConfirmEmail: mustConfirm },
      role: account?.role ?? null,
      account,
      finishRoles: account || operatorOf ? [] : await finishRoles(db, user.id),
      operator: operatorOf ? { permissions: operatorOf } : null,
    };
  };
  const viewerAccount = async (c: Context<AppEnv>, options?: { fresh?: boolean }) => {
    const viewer = await requireViewer(c, options);
    const account = viewer.role ? await findAccountById({ db, id: viewer.userId, role: viewer.role }) : null;
    return { viewer, account };
  };

  const signUpHandler = async (c: Context<AppEnv>, input: SignUpInput) => {
    const now = deps.clock.now();
    const trust = await limitSignUps(c, {
      db,
      proxyHeader: deps.env.clientIpHeader,
      rateLimit: deps.env.rateLimit,
      now,
    });
    const mustConfirm = trust === "must-confirm-email";
    // The language the visitor saw the sign-up form in: their mails' until they choose one.
    const { language } = pageLanguageOf(
      { cookie: c.req.header("cookie"), acceptLanguage: c.req.header("accept-language") },
      deps.env.uiLanguages,
    );
    const create = () =>
      signUp({ db, input, hashPassword: deps.passwordHashing.hash, mustConfirmEmail: mustConfirm, language });
    // A taken address is refused before the password is hashed: the time must not tell that it is taken.
    const { userId } = deps.env.steadyAuthTiming ? await takingAtLeast(SIGN_UP_FLOOR_MS, create) : await create();
    if (mustConfirm) {
      const user = { id: userId, email: input.email, name: input.name };
      await mailConfirmationLink({ db, mailer: deps.mailer, baseUrl: deps.env.baseUrl, user, now }).catch(
        (error: unknown) => {
          // The account exists either way; the banner's button sends the link again.
          logger.error({ err: safeError(error) }, "email confirmation mail could not be sent");
        },
      );
    }
    const { headers } = await auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      headers: headersForAuth(c, deps.env.clientIpHeader),
      returnHeaders: true,
    });
    for (const cookie of headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
    return loadMe({ id: userId, email: input.email });
  };

  router.openapi(signUpRoute("student"), async (c) =>
    c.json(await signUpHandler(c, { role: "student", ...c.req.valid("json") }), 201),
  );
  router.openapi(signUpRoute("company"), async (c) =>
    c.json(await signUpHandler(c, { role: "company", ...c.req.valid("json") }), 201),
  );

  // Fresh: the app asks /me when it loads, so a revoked session is noticed there, and the answer refills the
  // session cache with the current email and name.
  router.openapi(meRoute, async (c) => {
    const viewer = await requireViewer(c, { fresh: true });
    return c.json(await loadMe({ id: viewer.userId, email: viewer.email }), 200);
  });

  router.openapi(patchAccountRoute, async (c) => {
    const { account } = await viewerAccount(c);
    if (!account) throw new AppError("not-found", 404, "Finish setting up your account first.");
    const updated = await updateAccount({ db, account, patch: c.req.valid("json") });
    return c.json(updated, 200);
  });

  router.openapi(finishAccountRoute, async (c) => {
    const viewer = await requireViewer(c);
    if (viewer.role) throw conflict("Your account is already set up.");
    const user = { id: viewer.userId, email: viewer.email };
    const input = c.req.valid("json");
    if (!(await finishRoles(db, user.id)).includes(input.role)) {
      const message = "An account that signs in through a university is a student account.";
      throw badRequest(message, { role: message });
    }
    await finishAccount({ db, user, input });
    return c.json(await loadMe(user), 201);
  });

  router.openapi(deleteMeRoute, async (c) => {
    const { userId } = await requireViewer(c);
    // Counted with the other current-password checks: a session cannot guess its password here either.
    await confirmIdentity({
      db,
      userId,
      password: c.req.valid("json").password,
      sessionStartedAt: await sessionStartedAt(c, auth),
      rateLimit: deps.env.rateLimit,
      now: deps.clock.now().getTime(),
      field: "password",
    });
    // Sign out first: the answer must clear the cookie, and afterwards there is no session left to end.
    const { headers } = await auth.api.signOut({
      headers: headersForAuth(c, deps.env.clientIpHeader),
      returnHeaders: true,
    });
    await deleteAccount({ deps, userId });
    for (const cookie of headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
    return c.body(null, 204);
  });

  router.openapi(signInMethodsRoute, async (c) => {
    const { userId } = await requireViewer(c, { fresh: true });
    return c.json(await signInMethods({ db, userId, sessionStartedAt: await sessionStartedAt(c, auth) }), 200);
  });

  router.openapi(exportRoute, async (c) => {
    // Everything about the user: never to a session revoked in the last few minutes.
    const { viewer, account } = await viewerAccount(c, { fresh: true });
    const data = await exportAccount({
      db,
      userId: viewer.userId,
      account,
      now: deps.clock.now(),
      linkJobs: deps.notificationLinkJobs,
    });
    c.header("content-disposition", 'attachment; filename="stint-data.json"');
    return c.json(data, 200);
  });

  // Registered for the OpenAPI document: the body schemas PATCH /me/account accepts, by role.
  // As plain JSON Schema: registering the zod schemas themselves would depend on module load order.
  for (const [name, schema] of [
    ["StudentAccountPatch", studentAccountPatchSchema],
    ["CompanyAccountPatch", companyAccountPatchSchema],
  ] as const) {
    router.openAPIRegistry.registerComponent("schemas", name, z.toJSONSchema(schema, { io: "input" }) as never);
  }

  return router;
}
