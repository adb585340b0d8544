import path from "node:path";
import { fileURLToPath } from "node:url";
import { OpenAPIHono } from "@hono/zod-openapi";
import { nameAnswerSchemas } from "@stint/shared/schema-names";
import type { AppDeps } from "./app-deps.ts";
import { APP_VERSION } from "./app-version.ts";
import { withMiddlewareResponses } from "./lib/http/middleware-responses.ts";
import { withNamedSchemas } from "./lib/http/named-schemas.ts";
import { withNullableRefs } from "./lib/http/nullable-refs.ts";
import { withDescriptions } from "./lib/http/operation-descriptions.ts";
import { withOperationIds } from "./lib/http/operation-ids.ts";
import { withSecurity } from "./lib/http/operation-security.ts";
import { withOutageResponses } from "./lib/http/outage-responses.ts";
import { compressResponses } from "./lib/http/compress.ts";
import type { AppEnv } from "./lib/http/app-env.ts";
import { createDatabaseFullWatch } from "./lib/http/database-full-watch.ts";
import { handleError } from "./lib/http/error-handler.ts";
import { JSON_BODY_LIMIT, jsonBodyLimit } from "./lib/http/json-body-limit.ts";
import { liveRoutes } from "./lib/live/live.routes.ts";
import { notFoundHandler } from "./lib/http/not-found.ts";
import { privateResponses } from "./lib/http/private-responses.ts";
import { requestId } from "./lib/http/request-id.ts";
import { requestLog } from "./lib/http/request-log.ts";
import type { Tracing } from "./lib/telemetry/tracing.ts";
import type { Metrics } from "./lib/metrics/metrics.ts";
import { originCheck, securityHeaders } from "./lib/http/security.ts";
import { readRouting } from "./lib/http/read-routing.ts";
import { sessionMiddleware } from "./lib/http/session.ts";
import { textGuard } from "./lib/http/text-guard.ts";
import { mountSpa } from "./lib/http/spa.ts";
import { accountsRoutes } from "./modules/accounts/accounts.routes.ts";
import { adminAccountsRoutes } from "./modules/accounts/suspension/admin-accounts.routes.ts";
import { emailChangeRoutes } from "./modules/accounts/email-change/email-change.routes.ts";
import { emailConfirmationRoutes } from "./modules/accounts/email-confirmation/email-confirmation.routes.ts";
import { accountLanguageRoutes } from "./modules/accounts/account-language/account-language.routes.ts";
import { accountPageLanguage } from "./modules/accounts/account-language/page-language.ts";
import { applicationCountsRoutes } from "./modules/applications/application-counts.routes.ts";
import { applicationsRoutes } from "./modules/applications/applications.routes.ts";
import { jobDealings } from "./modules/applications/job-dealings.ts";
import { invitationsRoutes } from "./modules/applications/invitations.routes.ts";
import { offersRoutes } from "./modules/applications/offers.routes.ts";
import { matchesRoutes } from "./modules/applications/matches.routes.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { resetLinkRoutes } from "./modules/auth/reset-link.routes.ts";
import { passwordAndSessionsRoutes } from "./modules/auth/password-and-sessions.routes.ts";
import { companiesRoutes } from "./modules/companies/companies.routes.ts";
import { adminMessageReportsRoutes } from "./modules/conversations/admin-message-reports.routes.ts";
import { verificationRoutes } from "./modules/companies/verification/verification.routes.ts";
import { conversationsRoutes } from "./modules/conversations/conversations.routes.ts";
import { cvsRoutes } from "./modules/cvs/cvs.routes.ts";
import { cvImportRoutes, isCvImportUpload } from "./modules/cvs/import/cv-import.routes.ts";
import { figuresRoutes } from "./modules/figures/figures.routes.ts";
import { filesRoutes, isFileUpload } from "./modules/files/files.routes.ts";
import { jobsRoutes } from "./modules/jobs/jobs.routes.ts";
import { matchingRoutes } from "./modules/matching/matching.routes.ts";
import { studentJobViews } from "./modules/matching/student-job-views.ts";
import { adminAuditLogRoutes } from "./modules/operators/admin-audit-log.routes.ts";
import { adminOperatorsRoutes } from "./modules/operators/admin-operators.routes.ts";
import { notificationsRoutes } from "./modules/notifications/notifications.routes.ts";
import { calendarFeedRoutes } from "./modules/interviews/calendar-feed.routes.ts";
import { interviewsRoutes } from "./modules/interviews/interviews.routes.ts";
import { isOneClickUnsubscribe, unsubscribeRoutes } from "./modules/notifications/unsubscribe.routes.ts";
import { placesRoutes } from "./modules/places/places.routes.ts";
import { adminRatingModerationRoutes } from "./modules/ratings/admin-rating-moderation.routes.ts";
import { ratingsRoutes } from "./modules/ratings/ratings.routes.ts";
import { roundsRoutes } from "./modules/rounds/rounds.routes.ts";
import { savedFiltersRoutes } from "./modules/saved-filters/saved-filters.routes.ts";
import { savedJobsRoutes } from "./modules/saved-jobs/saved-jobs.routes.ts";
import { alertUnsubscribeRoutes, isAlertOneClickUnsubscribe } from "./modules/job-alerts/alert-unsubscribe.routes.ts";
import { jobAlertsRoutes } from "./modules/job-alerts/job-alerts.routes.ts";
import { skillsRoutes } from "./modules/skills/skills.routes.ts";
import { apiDocsRoutes } from "./modules/system/api-docs.ts";
import { clientConfigRoutes } from "./modules/system/client-config.routes.ts";
import { healthRoutes } from "./modules/system/health.routes.ts";

const signedOut = async () => null;
const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../web/dist");

/**
 * Builds the whole HTTP application from its dependencies; no I/O happens here. `tracing`: the request spans when
 * traces are on (lib/telemetry); `metrics`: what counts the requests when the metrics are on (lib/metrics).
 */
export function createApp(
  deps: AppDeps,
  options: { webDist?: string | null; tracing?: Tracing | null; metrics?: Metrics | null } = {},
) {
  const app = new OpenAPIHono<AppEnv>();
  const databaseFull = createDatabaseFullWatch();
  app.onError(handleError);
  app.notFound(notFoundHandler(app));

  // Outermost: a request's span covers all the rest. Without tracing, not even installed (decision 031).
  if (options.tracing) app.use(options.tracing.middleware);
  // Outermost but for the request id and the access log (which counts the bytes that went out): compression,
  // for whatever the rest answers, errors included.
  app.use(requestId());
  app.use(requestLog(deps.logger, { accessLog: deps.env.accessLog, onAnswered: options.metrics?.answered }));
  app.use(compressResponses());
  // The app's logger, not a child per request; the few requests that log name their request id (error-handler.ts).
  app.use((c, next) => {
    c.set("logger", deps.logger);
    c.set("viewer", signedOut);
    return next();
  });
  app.use(databaseFull.middleware);
  app.use(securityHeaders({ imageOrigins: deps.env.mapTileOrigins }));
  app.use(
    "/api/*",
    privateResponses(),
    // The one-click unsubscribe POST comes from mail providers' servers (RFC 8058): see isOneClickUnsubscribe.
    originCheck(deps.env.trustedOrigins, {
      exempt: (c) => isOneClickUnsubscribe(c) || isAlertOneClickUnsubscribe(c),
    }),
    jsonBodyLimit({ maxSize: JSON_BODY_LIMIT, exempt: (c) => isFileUpload(c) || isCvImportUpload(c) }),
    // Before every route and better-auth: text the database cannot store is a 400, never a 500 (issue 15).
    textGuard(),
  );
  // With a read replica: where each request's lag-tolerant reads go, and read-your-writes (decision 034).
  const replica = deps.database.replica;
  if (replica) app.use("/api/*", readRouting({ replica, secureCookies: deps.env.baseUrl.startsWith("https://") }));

  const api = new OpenAPIHono<AppEnv>();
  api.route("/", healthRoutes(deps, { databaseFull: databaseFull.isFull }));
  api.route("/", clientConfigRoutes(deps));
  // Before better-auth's catch-all under /auth, which would otherwise answer this path with its 404.
  api.route("/auth", resetLinkRoutes(deps));
  api.route("/auth", authRoutes(deps));
  api.route("/", apiDocsRoutes());
  api.route("/", placesRoutes(deps));
  api.route("/", skillsRoutes());
  // Before the session: a mail's unsubscribe link works signed out, and reads no session.
  api.route("/", unsubscribeRoutes(deps));
  api.route("/", alertUnsubscribeRoutes(deps));
  api.use(sessionMiddleware({ auth: deps.auth, database: deps.database }));
  api.route("/", accountsRoutes(deps));
  api.route("/", adminAccountsRoutes(deps));
  api.route("/", emailChangeRoutes(deps));
  api.route("/", emailConfirmationRoutes(deps));
  api.route("/", accountLanguageRoutes(deps));
  api.route("/", passwordAndSessionsRoutes(deps));
  api.route("/", jobsRoutes(deps, studentJobViews(deps), jobDealings));
  api.route("/", companiesRoutes(deps));
  api.route("/", verificationRoutes(deps));
  api.route("/", filesRoutes(deps));
  api.route("/", cvImportRoutes(deps));
  api.route("/", cvsRoutes(deps));
  api.route("/", matchingRoutes(deps));
  api.route("/", applicationCountsRoutes(deps));
  api.route("/", applicationsRoutes(deps));
  api.route("/", invitationsRoutes(deps));
  api.route("/", offersRoutes(deps));
  api.route("/", matchesRoutes(deps));
  api.route("/", notificationsRoutes(deps));
  api.route("/", liveRoutes(deps));
  api.route("/", savedFiltersRoutes(deps));
  api.route("/", savedJobsRoutes(deps));
  api.route("/", jobAlertsRoutes(deps));
  api.route("/", ratingsRoutes(deps));
  api.route("/", roundsRoutes(deps));
  api.route("/", conversationsRoutes(deps));
  api.route("/", adminRatingModerationRoutes(deps));
  api.route("/", adminMessageReportsRoutes(deps));
  api.route("/", interviewsRoutes(deps));
  api.route("/", calendarFeedRoutes(deps));
  api.route("/", figuresRoutes(deps));
  api.route("/", adminOperatorsRoutes(deps));
  api.route("/", adminAuditLogRoutes(deps));
  api.notFound(notFoundHandler(app));

  // Built once, on first request: the routes do not change while the app runs.
  let document: ReturnType<typeof api.getOpenAPI31Document> | undefined;
  api.get("/openapi.json", (c) =>
    c.json(
      (document ??= describeOperations(
        namedDocument(() =>
          api.getOpenAPI31Document({
            openapi: "3.1.0",
            info: {
              title: "Stint API",
              version: APP_VERSION,
              description: "Students and companies meet: CVs, jobs, matching, ratings.",
            },
            servers: [{ url: "/api" }],
          }),
        ),
      )),
    ),
  );
  app.route("/api", api);

  const webDist = options.webDist === undefined ? defaultWebDist : options.webDist;
  if (webDist) {
    mountSpa(app, webDist, {
      clientIpHeader: deps.env.clientIpHeader,
      uiLanguages: deps.env.uiLanguages,
      accountLanguage: accountPageLanguage(deps),
    });
  }
  return app;
}

/** The document with the shared answer schemas under their type names (packages/shared/src/schema-names.ts). */
function namedDocument<D extends object>(build: () => D): D {
  nameAnswerSchemas();
  return withNullableRefs(withNamedSchemas(build()));
}

/** What every operation states, added in one place so that no route can leave it out. */
const describeOperations = <D extends { paths?: object; components?: object }>(doc: D) =>
  withDescriptions(withMiddlewareResponses(withOutageResponses(withSecurity(withOperationIds(doc)))));
