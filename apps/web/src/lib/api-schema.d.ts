/**
 * Generated from the API's OpenAPI document (GET /api/openapi.json) by `npm run api:types`: do not edit.
 * A test (apps/api/scripts/api-types.test.ts) fails when this file no longer matches the document.
 */

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness, database reachability and room to write
         * @description Liveness, database reachability and room to write. Public.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness: the process answers (no database call)
         * @description Liveness: the process answers (no database call). Public.
         */
        get: operations["getHealthLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: migrated, the database answers, the in-memory indexes are loaded (or not kept), not stopping
         * @description Readiness: migrated, the database answers, the in-memory indexes are loaded (or not kept), not stopping. Public.
         */
        get: operations["getHealthReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The settings the browser needs (map tiles, university sign-in buttons)
         * @description Only what is listed here reaches the browser; every other setting stays on the server.
         */
        get: operations["getConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/reset-password-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a mailed password-reset token can still be used; it is not used up by asking
         * @description The reset screen asks before the visitor types a new password. The answer names no account: a token is unguessable, and a used, expired and never-issued one all answer `usable: false`.
         */
        get: operations["getAuthResetPasswordLink"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sign-in/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with email and password; sets the session cookies
         * @description A wrong email and a wrong password answer alike. Five failures for one account in 15 minutes, or 50 from one address, answer 429 with Retry-After until the window ends.
         */
        post: operations["postAuthSignInEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out: ends the session on the server and clears the cookies
         * @description Sign out: ends the session on the server and clears the cookies. Public. 403: Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 429: Too many requests from this address (rate-limited).
         */
        post: operations["postAuthSignOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/get-session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current session and its user, or null
         * @description The current session and its user, or null. Public. 429: Too many requests from this address (rate-limited).
         */
        get: operations["getAuthGetSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/request-password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a single-use reset link (valid 1 hour) if an account has this email; the answer is the same
         * @description Mail a single-use reset link (valid 1 hour) if an account has this email; the answer is the same. Public. 400: Invalid input. 403: Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 429: Too many requests from this address (rate-limited).
         */
        post: operations["postAuthRequestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the mailed token; every session of the account ends
         * @description Set a new password with the mailed token; every session of the account ends. Public. 400: No token (token), an expired or used token, or a short, long or common password (newPassword). 403: Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 429: Too many requests from this address (rate-limited).
         */
        post: operations["postAuthResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/sign-in/social": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a university sign-in (OpenID Connect): answers the university's authorization URL to open
         * @description The browser goes to `url`, signs in at the university and comes back to /api/auth/callback/{id}. State, nonce and PKCE are bound to this request (a signed state cookie is set here).
         */
        post: operations["postAuthSignInSocial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/callback/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where a university sends the browser back: checks the answer, signs in and redirects
         * @description Checks the state (single-use, with its cookie), exchanges the code with the PKCE verifier, verifies the ID token (signature, issuer, audience, expiry, nonce), then signs in, links the account with the same verified email, or creates one without a role (it finishes as a student account). Always a redirect: to callbackURL, or to the sign-in screen with `?error=<code>` (`university_email_domain`, `university_email_unverified`, `university_company_account`, `account_not_linked`, `state_mismatch`, `invalid_code`, `unable_to_get_user_info`, …).
         */
        get: operations["getAuthCallbackById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/places": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * City-level place suggestions for an address field, best first
         * @description City-level place suggestions for an address field, best first. Public. 400: Empty or too long query, or a limit outside 1–20.
         */
        get: operations["getPlaces"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/places/around": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The largest places inside a map's box, largest first: the towns an offline map labels
         * @description The largest places inside a map's box, largest first: the towns an offline map labels. Public. 400: A box with a side out of range or upside down, or a limit outside 1–50.
         */
        get: operations["getPlacesAround"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/skills": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The skills vocabulary, or suggestions from it for a skill picker
         * @description Without `q`, every skill (about 600, in category order) so a client can cache the vocabulary once; `limit` is then ignored. With `q`, up to `limit` skills (default 10) whose label or an alias matches, best first.
         */
        get: operations["getSkills"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The page of a notification mail's unsubscribe link: asks before turning that kind of mail off
         * @description Opened from a mail (no session needed). Changes nothing, since link checkers and prefetchers follow links: the page's button posts to the same URL.
         */
        get: operations["getNotificationsUnsubscribe"];
        put?: never;
        /**
         * One-click unsubscribe (RFC 8058): turns one kind of notification mail off for the link's user
         * @description The URL of a notification mail's List-Unsubscribe header. Mail clients post `List-Unsubscribe=One-Click` from their own servers: no session, no Origin check; the signed token alone says whose mail and which kind. Idempotent. A browser (Accept: text/html) gets a confirmation page, other clients JSON.
         */
        post: operations["postNotificationsUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job-alerts/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The page of a job alert mail's unsubscribe link: asks before pausing the alert
         * @description No session needed. Changes nothing (link checkers follow links): its button posts to the same URL.
         */
        get: operations["getJobAlertsUnsubscribe"];
        put?: never;
        /**
         * One-click unsubscribe (RFC 8058): pauses the job alert the link was mailed for
         * @description The URL of a job alert mail's List-Unsubscribe header: no session, no Origin check; the signed token names the one alert it pauses. Idempotent. A browser (Accept: text/html) gets a page, other clients JSON.
         */
        post: operations["postJobAlertsUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sign-up/student": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a student account and sign in
         * @description Create a student account and sign in. Public. 400: Invalid input, with a message per field. 403: Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 409: The email address is taken. 429: More than 500 sign-ups from this address in the hour (rate-limited; Retry-After).
         */
        post: operations["postSignUpStudent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sign-up/company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a company account and sign in
         * @description Create a company account and sign in. Public. 400: Invalid input, with a message per field. 403: Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 409: The email address is taken. 429: More than 500 sign-ups from this address in the hour (rate-limited; Retry-After).
         */
        post: operations["postSignUpCompany"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user, their role and account (role null when no account row matches)
         * @description The signed-in user, their role and account (role null when no account row matches). Signed in (session cookie or bearer token).
         */
        get: operations["getMe"];
        put?: never;
        post?: never;
        /**
         * Delete the signed-in user and everything they own
         * @description Five wrong passwords in 15 minutes (counted with the other current-password checks) answer 429 with Retry-After until the window ends. An account without a password (it signs in through a university only) sends no password: its session must have begun in the last 10 minutes (GET /me/sign-in-methods).
         */
        delete: operations["deleteMe"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create the missing account row of a signed-in user (choose a role)
         * @description Create the missing account row of a signed-in user (choose a role). Signed in (session cookie or bearer token). 400: Invalid input, with a message per field; role company for an account that signs in through a university. 403: Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 409: The account exists already, or the user is an operator (who has neither role).
         */
        post: operations["postMeAccount"];
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the signed-in user's account; send only the changed fields
         * @description Not the sign-in email (emailAddress is refused with 400): POST /me/email-change changes it.
         */
        patch: operations["patchMeAccount"];
        trace?: never;
    };
    "/me/sign-in-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How the signed-in user signs in: a password, universities, and until when this sign-in is recent
         * @description The forms that confirm who someone is read it: the current password for an account that has one, else a sign-in within the last 10 minutes (`recentSignInUntil`), renewed by signing in with the university again.
         */
        get: operations["getMeSignInMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download everything Stint holds about the signed-in user as JSON
         * @description Download everything Stint holds about the signed-in user as JSON. Signed in (session cookie or bearer token).
         */
        get: operations["getMeExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find accounts by a part of their email or name: students, companies, operators, newest first
         * @description 25 to a page; pass the answer's `next` as `after` for the next page.
         */
        get: operations["getAdminAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/accounts/{userId}/suspension": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suspend an account with a reason the person is told
         * @description Ends every session of the user at once; sign-in then answers 403 `account-suspended` with the reason, and the person is mailed the reason in their language. Audited (`account.suspend`, with the reason). An operator's account needs the `operators` permission too; nobody suspends their own.
         */
        post: operations["postAdminAccountsByUserIdSuspension"];
        /**
         * Resume a suspended account
         * @description Sign-in works again; the person is told by mail. Audited (`account.resume`).
         */
        delete: operations["deleteAdminAccountsByUserIdSuspension"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/email-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The email change waiting for its link to be opened, if any
         * @description The email change waiting for its link to be opened, if any. Signed in (session cookie or bearer token).
         */
        get: operations["getMeEmailChange"];
        put?: never;
        /**
         * Ask to change the sign-in email: a confirmation link goes to the new address, a notice to the current one
         * @description Nothing changes until the link (single use, valid 1 hour) is opened: POST /email-change/confirm. A new request replaces one not confirmed yet; a password reset or change cancels it. Five wrong current passwords in 15 minutes, or five requests in an hour, answer 429 with Retry-After. An account without a password (university sign-in only) sends no currentPassword: its sign-in must be less than 10 minutes old.
         */
        post: operations["postMeEmailChange"];
        /**
         * Cancel the email change waiting for confirmation; its link stops working
         * @description Cancel the email change waiting for confirmation; its link stops working. Signed in (session cookie or bearer token). 403: Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none.
         */
        delete: operations["deleteMeEmailChange"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/email-change/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a mailed confirmation link: the new address becomes the sign-in email (no session needed)
         * @description Open a mailed confirmation link: the new address becomes the sign-in email (no session needed). Public. 400: Invalid input. 403: Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such link: mistyped or replaced by a newer request (email-change-link-unknown). 409: The link was used already (email-change-link-used), or the address was taken meanwhile (conflict). 410: The link has expired (email-change-link-expired).
         */
        post: operations["postEmailChangeConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/email-confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a new link that confirms the signed-in user's email (accounts that must confirm it)
         * @description For an account signed up beyond its address's hourly budget (GET /me: user.mustConfirmEmail): until the link is opened, applying, inviting, rating, reporting, publishing jobs and round actions answer 403 email-unconfirmed. The earlier link stops working. Five mails an hour, then 429 with Retry-After.
         */
        post: operations["postMeEmailConfirmation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/email-confirmation/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open a mailed email confirmation link: the account may apply, invite and rate (no session needed)
         * @description Open a mailed email confirmation link: the account may apply, invite and rate (no session needed). Public. 400: Invalid input. 403: Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such link: mistyped, used already or replaced (email-confirmation-link-unknown). 410: The link has expired (email-confirmation-link-expired).
         */
        post: operations["postEmailConfirmationConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The interface language the signed-in user chose (null: their browser's)
         * @description The interface language the signed-in user chose (null: their browser's). Signed in (session cookie or bearer token).
         */
        get: operations["getMeLanguage"];
        /**
         * Choose the signed-in user's interface language, or null to follow the browser
         * @description The choice wins over the language switch's cookie and the browser's Accept-Language on every page, and mails and notifications are written in it. A language this deployment does not offer (UI_LANGUAGES) is a 400.
         */
        put: operations["putMeLanguage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password; every other session is signed out, this one stays
         * @description Five wrong current passwords in 15 minutes answer 429 with Retry-After until the window ends (with the email change, which asks for it too).
         */
        post: operations["postMePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's sessions (devices), this one first
         * @description The signed-in user's sessions (devices), this one first. Signed in (session cookie or bearer token).
         */
        get: operations["getMeSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Sign out one session (device); its cookie stops working at once
         * @description Signing out this request's own session also clears its cookies, like POST /auth/sign-out.
         */
        delete: operations["deleteMeSessionsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/sessions/sign-out-others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out every session but this one
         * @description Sign out every session but this one. Signed in (session cookie or bearer token). 403: Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none.
         */
        post: operations["postMeSessionsSignOutOthers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search published jobs (or, with mine=true, all of the signed-in company's jobs)
         * @description Full text over title, skills, company name, description and place, typo-tolerant on titles and company names. Lists (type, workMode, skills, status) may repeat the parameter or separate values with commas. For a signed-in student each page carries `forYou`: their mark on each job (applied, invited, matched, offer, hired, …) and its match score for their primary CV; sort=match orders by that score (students with a CV only; jobs the CV's hard filters exclude are left out). minPay is a yearly amount in currency (EUR when not given); CHF, CZK, DKK, EUR, GBP, NOK, PLN, SEK, USD converted at fixed rates of 1 Nov 2026.
         */
        get: operations["getJobs"];
        put?: never;
        /**
         * Create a job as a draft, or publish it at once with publish: true
         * @description Create a job as a draft, or publish it at once with publish: true. Signed in (session cookie or bearer token). 400: Invalid input, or publish: true for a job that is not complete (the fields say what is missing). 403: Signed in, but not as a company; or an unconfirmed email (email-unconfirmed), or a company not verified yet where UNVERIFIED_COMPANIES=drafts (company-unverified); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none.
         */
        post: operations["postJobs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/mine/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in company's jobs by status and what needs attention
         * @description The signed-in company's jobs by status and what needs attention. Signed in (session cookie or bearer token). 403: Signed in, but not as a company.
         */
        get: operations["getJobsMineSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A job: published and closed ones for anyone signed in, drafts for their company only
         * @description A job: published and closed ones for anyone signed in, drafts for their company only. Signed in (session cookie or bearer token). 404: No such job, or not visible to you (a draft of another company).
         */
        get: operations["getJobsById"];
        put?: never;
        post?: never;
        /**
         * Delete a job of the signed-in company
         * @description Delete a job of the signed-in company. Signed in (session cookie or bearer token). 403: Signed in, but not as a company; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such job, or not visible to you (a draft of another company). 409: The job has applications: close it instead.
         */
        delete: operations["deleteJobsById"];
        options?: never;
        head?: never;
        /**
         * Change a job of the signed-in company; send only the changed fields
         * @description Change a job of the signed-in company; send only the changed fields. Signed in (session cookie or bearer token). 400: Invalid input, or a change that would leave a published job incomplete. 403: Signed in, but not as a company; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such job, or not visible to you (a draft of another company).
         */
        patch: operations["patchJobsById"];
        trace?: never;
    };
    "/jobs/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a draft
         * @description Publish a draft. Signed in (session cookie or bearer token). 400: The job is not complete enough to be published. 403: Signed in, but not as a company; or an unconfirmed email (email-unconfirmed), or a company not verified yet where UNVERIFIED_COMPANIES=drafts (company-unverified); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such job, or not visible to you (a draft of another company). 409: The job is not in a state that allows this.
         */
        post: operations["postJobsByIdPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close a published job (it stays readable, takes no more applications); 409 while it has open applications (answer them, or POST /api/applications/reject-open with closeJob: true)
         * @description Close a published job (it stays readable, takes no more applications); 409 while it has open applications (answer them, or POST /api/applications/reject-open with closeJob: true). Signed in (session cookie or bearer token). 403: Signed in, but not as a company; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such job, or not visible to you (a draft of another company). 409: The job is not in a state that allows this.
         */
        post: operations["postJobsByIdClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/{id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a closed job again
         * @description Publish a closed job again. Signed in (session cookie or bearer token). 400: The job is not complete enough to be published. 403: Signed in, but not as a company; or an unconfirmed email (email-unconfirmed), or a company not verified yet where UNVERIFIED_COMPANIES=drafts (company-unverified); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such job, or not visible to you (a draft of another company). 409: The job is not in a state that allows this.
         */
        post: operations["postJobsByIdReopen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Companies whose name contains q, by name (at most 20): to invite one to a placement round
         * @description Companies whose name contains q, by name (at most 20): to invite one to a placement round. Signed in (session cookie or bearer token). 400: q missing or too short.
         */
        get: operations["getCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A company's public profile, its open jobs and counts, its ratings summary and responsiveness
         * @description ratings: students' revealed ratings that no moderator hid (averages null below MIN_RATINGS_FOR_AVERAGE); responsiveness: over the applications of the last 365 days.
         */
        get: operations["getCompaniesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Companies to verify: waiting first (longest waiting first), or one state, searched by name, email or site
         * @description Companies to verify: waiting first (longest waiting first), or one state, searched by name, email or site. Signed in (session cookie or bearer token). 400: Invalid query, with a message per field. 403: Not an operator, or one without the companies permission.
         */
        get: operations["getAdminCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/companies/{id}/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify a company, refuse it, or take its verification back (audited; the company is told)
         * @description refuse and revoke need a reason, which the company reads in its notification and on its account screen. verify: from waiting or refused; refuse: from waiting; revoke: from verified (it is refused then).
         */
        post: operations["postAdminCompaniesByIdVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in company's verification: waiting, verified or refused (with the reason), and what it may do
         * @description The signed-in company's verification: waiting, verified or refused (with the reason), and what it may do. Signed in (session cookie or bearer token). 403: Not a company.
         */
        get: operations["getMeVerification"];
        put?: never;
        /**
         * Ask to be verified again, after a refusal and a change to the company's profile
         * @description Ask to be verified again, after a refusal and a change to the company's profile. Signed in (session cookie or bearer token). 403: Not a company; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 409: Not refused (verification-not-refused), or the profile has not changed since the refusal (verification-profile-unchanged).
         */
        post: operations["postMeVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's files, newest first, and the quota they use
         * @description The signed-in user's files, newest first, and the quota they use. Signed in (session cookie or bearer token).
         */
        get: operations["getFiles"];
        put?: never;
        /**
         * Upload a file: the field purpose (cv, avatar, logo) first, then the field file
         * @description Students upload cv (PDF, ≤ 10 MB) and avatar, companies logo (PNG, JPEG or WebP, ≤ 5 MB). The type is told from the content; the name and declared type do not count. Every user has 100 MB in all.
         */
        post: operations["postFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Redirect to a short-lived signed link to the file's content
         * @description The owner may fetch any of their files, anyone a logo, a company a student's CV PDF or picture while the student is visible to it. The link works for about 5 minutes and needs no session.
         */
        get: operations["getFilesById"];
        put?: never;
        post?: never;
        /**
         * Delete one of the signed-in user's files (CVs, pictures and logos using it lose it)
         * @description Delete one of the signed-in user's files (CVs, pictures and logos using it lose it). Signed in (session cookie or bearer token). 403: Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such file, or not one you may see (object-not-found).
         */
        delete: operations["deleteFilesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The file's bytes, behind a signed link from GET /files/{id}
         * @description The file's bytes, behind a signed link from GET /files/{id}. Public. 403: Expired or altered link (invalid-url). 404: No such file, or not one you may see (object-not-found).
         */
        get: operations["getFilesByIdContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cvs/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Read a CV PDF into a draft for the CV form; nothing is saved
         * @description Send the PDF as multipart/form-data (the field file, at most 10 MB, told to be a PDF from its content), or JSON naming one of the student's own uploaded CV files. The answer is a draft: what could not be read is empty. The PDF is read with limits of pages, text, memory and time.
         */
        post: operations["postCvsImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cvs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in student's CVs, the primary first, then the most recently edited
         * @description The signed-in student's CVs, the primary first, then the most recently edited. Signed in (session cookie or bearer token). 403: Signed in, but not as a student.
         */
        get: operations["getCvs"];
        put?: never;
        /**
         * Create a CV; the first one is primary, a later one only with isPrimary: true
         * @description Create a CV; the first one is primary, a later one only with isPrimary: true. Signed in (session cookie or bearer token). 400: Invalid input, or a fileId that is not a CV PDF the student uploaded. 403: Signed in, but not as a student; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 409: The student has the most CVs allowed.
         */
        post: operations["postCvs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cvs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A CV, for its student or a company the student is visible to (open to offers)
         * @description A CV, for its student or a company the student is visible to (open to offers). Signed in (session cookie or bearer token). 404: No such CV, or not yours.
         */
        get: operations["getCvsById"];
        put?: never;
        post?: never;
        /**
         * Delete the signed-in student's CV (and its PDF, unless another CV uses it)
         * @description Deleting the primary CV makes the most recently edited remaining one primary.
         */
        delete: operations["deleteCvsById"];
        options?: never;
        head?: never;
        /**
         * Change the signed-in student's CV; send only the changed fields
         * @description isPrimary: true makes this CV the primary one; isPrimary: false on the primary is refused (make another CV primary instead). A PDF replaced or removed here is deleted when no other CV uses it.
         */
        patch: operations["patchCvsById"];
        trace?: never;
    };
    "/matching/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Published jobs ranked by match score for one of the student's CVs (the primary by default)
         * @description Published jobs ranked by match score for one of the student's CVs (the primary by default). Signed in (session cookie or bearer token). 400: Invalid parameters, with a message per field. 403: Signed in, but not as a student. 404: No such CV of yours, or no CV yet.
         */
        get: operations["getMatchingJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/matching/score": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The explained match of one CV and one job: parts, what is missing, exclusions
         * @description The explained match of one CV and one job: parts, what is missing, exclusions. Signed in (session cookie or bearer token). 400: Invalid parameters, with a message per field. 404: The CV or the job does not exist or is not visible to you.
         */
        get: operations["getMatchingScore"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/matching/candidates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A job's candidates ranked by match score: students the company may invite (scope=invitable, the default), its applicants (scope=applicants, by the CV applied with, none left out), or both with the invitees (scope=all)
         * @description A job's candidates ranked by match score: students the company may invite (scope=invitable, the default), its applicants (scope=applicants, by the CV applied with, none left out), or both with the invitees (scope=all). Signed in (session cookie or bearer token). 400: Invalid parameters, with a message per field. 403: Signed in, but not as a company. 404: No such job of yours.
         */
        get: operations["getMatchingCandidates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jobs/{id}/similar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Jobs like this one: up to 6 published jobs of its type sharing most skills with it, nearest first (remote is near)
         * @description The job itself, closed jobs and jobs past their deadline are left out. For a signed-in student the answer carries `forYou`, as a search page does (their marks, match scores and saved jobs), for these jobs and the job itself.
         */
        get: operations["getJobsByIdSimilar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in company's applications counted per job: per status, overdue, and open invitations
         * @description One entry per job of the company that has applications or open invitations, newest job first; with jobId, that job only (all counts 0 when it has none). overdue counts open applications the company has not moved for 21 days, as GET /api/applications?overdue=true lists them.
         */
        get: operations["getApplicationsCounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in student's applications, or the signed-in company's (all, or one job's with jobId)
         * @description Newest first, in cursor pages with the total. status may repeat or be comma-separated. overdue=true lists a company's open applications it has not moved for 21 days (each item of a company's list says overdue: true or false).
         */
        get: operations["getApplications"];
        put?: never;
        /**
         * Apply to a published job with one of the student's CVs (the primary one by default) and a note
         * @description Once per job. An open invitation of the student to the job is accepted by applying (and the two are matched).
         */
        post: operations["postApplications"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/reject-open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject every open application of one of the company's jobs with one reason (and close the job)
         * @description Each applicant gets the rejection with its reason, in their history and as a notification. With closeJob: true a published job is closed in the same step; closing alone is refused while open applications remain.
         */
        post: operations["postApplicationsRejectOpen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An application with its whole history, for its student or the job's company
         * @description An application with its whole history, for its student or the job's company. Signed in (session cookie or bearer token). 403: Signed in, but not with the role this needs (or without an account). 404: No such application, job or CV, or not yours.
         */
        get: operations["getApplicationsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move an application forward, or reject it with a reason (the job's company only)
         * @description applied → reviewed → shortlisted → interview → offer → hired (steps may be skipped, never undone), or rejected from any open status with a reasonCode. Shortlisting (or any later step) matches the student and the job. The student is notified. Of two concurrent moves one wins; the other gets 409.
         */
        post: operations["postApplicationsByIdStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/{id}/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw the student's own application from any open status, with an optional reason
         * @description Withdraw the student's own application from any open status, with an optional reason. Signed in (session cookie or bearer token). 400: Invalid input, with a message per field. 403: Not a student; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such application, job or CV, or not yours. 409: The application is no longer open.
         */
        post: operations["postApplicationsByIdWithdraw"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in student's invitations, or the signed-in company's (all, or one job's with jobId)
         * @description The signed-in student's invitations, or the signed-in company's (all, or one job's with jobId). Signed in (session cookie or bearer token). 400: Invalid input, with a message per field. 403: Signed in, but not with the role this needs (or without an account); or, inviting, a company not verified yet where UNVERIFIED_COMPANIES=drafts (company-unverified). 404: jobId names a job that is not the company's.
         */
        get: operations["getInvitations"];
        put?: never;
        /**
         * Invite a student who is open to offers to apply to one of the company's published jobs
         * @description Invite a student who is open to offers to apply to one of the company's published jobs. Signed in (session cookie or bearer token). 400: Invalid input, with a message per field. 403: Not a company; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such job of the company, or no such student visible to it. 409: The job is not published or its deadline passed; the student is not open to offers, has applied already or has an open invitation to the job.
         */
        post: operations["postInvitations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in student's invitation setting (deprecated: `openToOffers` on the account)
         * @deprecated
         * @description Kept for earlier clients: `acceptsInvitations` is the student's one setting `openToOffers` (GET /api/me), which decides whether companies find the student, see their primary CV and may invite them.
         */
        get: operations["getInvitationsSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Turn open to offers on or off (deprecated: PATCH /api/me/account with `openToOffers`)
         * @deprecated
         * @description Sets the student's one setting `openToOffers`. Off: companies no longer find the student and get 409 when they invite; open invitations stay.
         */
        patch: operations["patchInvitationsSettings"];
        trace?: never;
    };
    "/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An invitation, for the student invited or the company that invited
         * @description An invitation, for the student invited or the company that invited. Signed in (session cookie or bearer token). 403: Signed in, but not with the role this needs (or without an account); or, inviting, a company not verified yet where UNVERIFIED_COMPANIES=drafts (company-unverified). 404: No such invitation, or not yours.
         */
        get: operations["getInvitationsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept: apply to the job with a CV (the primary one by default); the student and job are matched
         * @description Accept: apply to the job with a CV (the primary one by default); the student and job are matched. Signed in (session cookie or bearer token). 400: Invalid input, with a message per field. 403: Not a student; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such invitation of the student, or the CV is not theirs. 409: Already answered, the job no longer takes applications, already applied, or no CV.
         */
        post: operations["postInvitationsByIdAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline an invitation, with an optional reason
         * @description Decline an invitation, with an optional reason. Signed in (session cookie or bearer token). 400: Invalid input, with a message per field. 403: Not a student; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such invitation, or not yours. 409: Already answered.
         */
        post: operations["postInvitationsByIdDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/{id}/offer/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept the offer of the student's own application
         * @description Open offers only, until the end of their answer-by day (UTC). The company is told and may then move the application to hired; the match's start date becomes the offer's.
         */
        post: operations["postApplicationsByIdOfferAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/{id}/offer/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline the offer of the student's own application, with an optional reason
         * @description Final: the application ends as withdrawn (reason: the offer was declined) and its match ends. The company is told, with the reason.
         */
        post: operations["postApplicationsByIdOfferDecline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/{id}/offer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change the terms of an offer the student has not answered yet (the job's company only)
         * @description All terms at once, as when making the offer. The student is told the new terms.
         */
        put: operations["putApplicationsByIdOffer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in student's or company's matches (a company's: all, or one job's with jobId)
         * @description Newest first, in cursor pages with the total; active=true leaves out ended matches, false keeps only them.
         */
        get: operations["getMatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/matches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A match with both sides' contact details (while it has not ended)
         * @description A match with both sides' contact details (while it has not ended). Signed in (session cookie or bearer token). 403: Signed in without an account. 404: No such match, or not yours.
         */
        get: operations["getMatchesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set the start date of a match (its company only; it starts as the job's start date)
         * @description Set the start date of a match (its company only; it starts as the job's start date). Signed in (session cookie or bearer token). 400: Invalid input, with a message per field. 403: The student of the match (only the company sets the date); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such match, or not yours. 409: The match has ended.
         */
        patch: operations["patchMatchesById"];
        trace?: never;
    };
    "/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user's notifications, newest first
         * @description Cursor pages with the total; unread=true lists the unread ones only. Each item says what it is about (target: the record and its job) and the path of the screen it opens.
         */
        get: operations["getNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many of the signed-in user's notifications are unread (the header bell polls it)
         * @description How many of the signed-in user's notifications are unread (the header bell polls it). Signed in (session cookie or bearer token).
         */
        get: operations["getNotificationsUnreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark every unread notification of the signed-in user read
         * @description Mark every unread notification of the signed-in user read. Signed in (session cookie or bearer token). 403: Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none.
         */
        post: operations["postNotificationsReadAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Per notification kind, whether it also goes out by mail (in-app notifications are always on)
         * @description Every kind is listed; mail is on until turned off.
         */
        get: operations["getNotificationsSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Turn mail on or off for some notification kinds
         * @description Only the kinds named change, e.g. { "mail": { "application.status": false } }.
         */
        patch: operations["patchNotificationsSettings"];
        trace?: never;
    };
    "/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark one of the signed-in user's notifications read
         * @description Marking a read notification again keeps the time it was first read.
         */
        post: operations["postNotificationsByIdRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in account's live events, as Server-Sent Events
         * @description A `text/event-stream` that stays open: each event has `id:` (its seq), `event:` (its kind) and `data:` (one LiveEvent as JSON: message, conversation, notification, notifications-read, interview). A reconnect sends the last id as the Last-Event-ID header (EventSource does) or a first connect `?after=`; the stream then sends every event after it that is kept (a day), then new ones, none twice and none skipped. A comment line every 25 s keeps it open. At most 10 streams per account (429 beyond).
         */
        get: operations["getLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/saved-filters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company's saved candidate filters, by name
         * @description With jobId (one of the company's jobs): the filters saved for that job and those for all jobs.
         */
        get: operations["getSavedFilters"];
        put?: never;
        /**
         * Save a named candidate filter, for one of the company's jobs or (no jobId) for all of them
         * @description Save a named candidate filter, for one of the company's jobs or (no jobId) for all of them. Signed in (session cookie or bearer token). 400: Invalid input, with a message per field. 403: Not a company; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: jobId names no job of the company. 409: The company has a saved filter with this name already (names are compared ignoring case).
         */
        post: operations["postSavedFilters"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/saved-filters/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a saved filter
         * @description Delete a saved filter. Signed in (session cookie or bearer token). 403: Not a company; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such saved filter or job of the company.
         */
        delete: operations["deleteSavedFiltersById"];
        options?: never;
        head?: never;
        /**
         * Rename a saved filter, move it to another job (null: all jobs) or replace its filter
         * @description Rename a saved filter, move it to another job (null: all jobs) or replace its filter. Signed in (session cookie or bearer token). 400: Invalid input, with a message per field. 403: Not a company; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such saved filter or job of the company. 409: The company has a saved filter with this name already (names are compared ignoring case).
         */
        patch: operations["patchSavedFiltersById"];
        trace?: never;
    };
    "/saved-jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The student's saved jobs, newest saved first, each with its card and whether it is open, near its deadline or closed
         * @description The student's saved jobs, newest saved first, each with its card and whether it is open, near its deadline or closed. Signed in (session cookie or bearer token). 400: Invalid parameters, with a message per field. 403: Signed in, but not as a student.
         */
        get: operations["getSavedJobs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/saved-jobs/{jobId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save a job (published or closed); saving it again changes nothing
         * @description Save a job (published or closed); saving it again changes nothing. Signed in (session cookie or bearer token). 403: Signed in, but not as a student; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such job, or not visible to you (a draft).
         */
        put: operations["putSavedJobsByJobId"];
        post?: never;
        /**
         * Unsave a job; one that is not saved is left as it is
         * @description Unsave a job; one that is not saved is left as it is. Signed in (session cookie or bearer token). 403: Signed in, but not as a student; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none.
         */
        delete: operations["deleteSavedJobsByJobId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job-alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The student's job alerts, oldest first, each with the new jobs waiting for its next digest
         * @description The student's job alerts, oldest first, each with the new jobs waiting for its next digest. Signed in (session cookie or bearer token). 403: Not a student.
         */
        get: operations["getJobAlerts"];
        put?: never;
        /**
         * Save a job search as an alert: new published jobs it finds are told instantly, daily, weekly or in-app
         * @description `search` takes the public job search's parameters as `GET /api/jobs` does (words, filters, sort; no page). A student keeps at most 20 alerts (409 `job-alert-limit`).
         */
        post: operations["postJobAlerts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/job-alerts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a job alert and what it found
         * @description Delete a job alert and what it found. Signed in (session cookie or bearer token). 403: Not a student; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such job alert of the student.
         */
        delete: operations["deleteJobAlertsById"];
        options?: never;
        head?: never;
        /**
         * Rename a job alert, change how often it tells, pause or resume it
         * @description Rename a job alert, change how often it tells, pause or resume it. Signed in (session cookie or bearer token). 400: Invalid input, with a message per field. 403: Not a student; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such job alert of the student.
         */
        patch: operations["patchJobAlertsById"];
        trace?: never;
    };
    "/ratings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ratings the viewer may read: their own, a company's or a student's
         * @description Newest first, in cursor pages with the total. tab=given (all the viewer wrote), tab=received (revealed ones about the viewer), neither: both. companyId: a company's revealed ratings by students (public). studentId: a student's revealed ratings by companies, for that student, and for companies while the student shares their ratings (404 otherwise). q searches title, text, job title and the names the viewer may see.
         */
        get: operations["getRatings"];
        put?: never;
        /**
         * Rate the other side of one of the viewer's matches, once its start date has passed
         * @description A student rates the company (signed: show the student's name; anonymous otherwise), a company rates the student (signed is ignored). categories must be exactly the direction's (400 on categories.<key> for each missing or foreign one). It stays hidden from the rated side until they rate too or 14 days pass.
         */
        post: operations["postRatings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ratings/rateable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The viewer's matches they may rate now (started, not ended before the start) and have not rated
         * @description The viewer's matches they may rate now (started, not ended before the start) and have not rated. Signed in (session cookie or bearer token). 403: Signed in without an account, or not allowed to do this to a rating you can read.
         */
        get: operations["getRatingsRateable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ratings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A rating: to its author always; to anyone else once revealed, as the rules of the list allow
         * @description A rating: to its author always; to anyone else once revealed, as the rules of the list allow. Signed in (session cookie or bearer token). 403: Signed in without an account, or not allowed to do this to a rating you can read. 404: No such rating, or not one you can read (another's, before its reveal).
         */
        get: operations["getRatingsById"];
        put?: never;
        post?: never;
        /**
         * Delete the viewer's own rating while it is still hidden from the rated side
         * @description Delete the viewer's own rating while it is still hidden from the rated side. Signed in (session cookie or bearer token). 403: Not its author; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such rating, or not one you can read (another's, before its reveal). 409: rating-frozen: revealed, so no longer deleted.
         */
        delete: operations["deleteRatingsById"];
        options?: never;
        head?: never;
        /**
         * Change the viewer's own rating while it is still hidden from the rated side
         * @description Change the viewer's own rating while it is still hidden from the rated side. Signed in (session cookie or bearer token). 400: Invalid input, with a message per field. 403: Not its author; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such rating, or not one you can read (another's, before its reveal). 409: rating-frozen: revealed, so no longer changed.
         */
        patch: operations["patchRatingsById"];
        trace?: never;
    };
    "/ratings/{id}/response": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * The rated company's one public response to a student's rating of it (written or changed)
         * @description The first response tells the rating's author.
         */
        put: operations["putRatingsByIdResponse"];
        post?: never;
        /**
         * The rated company deletes its response (the rating's author cannot)
         * @description The rated company deletes its response (the rating's author cannot). Signed in (session cookie or bearer token). 403: Not the company the rating is about (its author included); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such rating the viewer can read, or it has no response.
         */
        delete: operations["deleteRatingsByIdResponse"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ratings/{id}/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a rating the viewer can read (not their own), once; it stays visible, flagged, until reviewed
         * @description Report a rating the viewer can read (not their own), once; it stays visible, flagged, until reviewed. Signed in (session cookie or bearer token). 400: Invalid input, with a message per field. 403: The viewer's own rating; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such rating, or not one you can read (another's, before its reveal). 409: already-reported.
         */
        post: operations["postRatingsByIdReports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rounds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The rounds the viewer takes part in, newest first, each with what the viewer should do now
         * @description A company: rounds it created, joined or is invited to. A student: open rounds with a job they applied to.
         */
        get: operations["getRounds"];
        put?: never;
        /**
         * A company creates a round, in draft, with itself as its first member
         * @description A company creates a round, in draft, with itself as its first member. Signed in (session cookie or bearer token). 400: Invalid input, with a message per field. 403: Signed in without an account, the wrong role, or not the round's creator (or not yet a member); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none.
         */
        post: operations["postRounds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rounds/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A round as the viewer sees it
         * @description A member company sees every job's progress and the places and reasons of its own jobs; a student their rankable jobs, their ranking and their outcome. Others get 404.
         */
        get: operations["getRoundsById"];
        put?: never;
        post?: never;
        /**
         * The creator deletes a round that never opened
         * @description The creator deletes a round that never opened. Signed in (session cookie or bearer token). 403: Signed in without an account, the wrong role, or not the round's creator (or not yet a member); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such round, or not one the viewer takes part in. 409: round-wrong-state (the round is not in the state this needs), round-deadline-passed, round-without-jobs, job-in-other-round, job-not-published, place-answered or round-nothing-to-run.
         */
        delete: operations["deleteRoundsById"];
        options?: never;
        head?: never;
        /**
         * The creator renames the round or moves its deadlines, until the first run
         * @description The creator renames the round or moves its deadlines, until the first run. Signed in (session cookie or bearer token). 400: Invalid input, with a message per field. 403: Signed in without an account, the wrong role, or not the round's creator (or not yet a member); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such round, or not one the viewer takes part in. 409: round-wrong-state (the round is not in the state this needs), round-deadline-passed, round-without-jobs, job-in-other-round, job-not-published, place-answered or round-nothing-to-run.
         */
        patch: operations["patchRoundsById"];
        trace?: never;
    };
    "/rounds/{id}/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The creator opens ranking (draft → ranking); students and members are told
         * @description The creator opens ranking (draft → ranking); students and members are told. Signed in (session cookie or bearer token). 400: Invalid input, with a message per field. 403: Signed in without an account, the wrong role, or not the round's creator (or not yet a member); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such round, or not one the viewer takes part in. 409: round-wrong-state (the round is not in the state this needs), round-deadline-passed, round-without-jobs, job-in-other-round, job-not-published, place-answered or round-nothing-to-run.
         */
        post: operations["postRoundsByIdOpen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rounds/{id}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The creator runs the assignment now: the first run ends ranking; later ones place those left
         * @description Student-proposing deferred acceptance with capacities over both sides' rankings (unranked = unacceptable). A later run takes the students without a live place who declined none, the places not proposed or confirmed, and leaves out the pairs either side declined. The ranking deadline runs it by itself.
         */
        post: operations["postRoundsByIdRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rounds/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The creator closes the round; unanswered places expire (the confirmation deadline does it by itself)
         * @description The creator closes the round; unanswered places expire (the confirmation deadline does it by itself). Signed in (session cookie or bearer token). 400: Invalid input, with a message per field. 403: Signed in without an account, the wrong role, or not the round's creator (or not yet a member); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such round, or not one the viewer takes part in. 409: round-wrong-state (the round is not in the state this needs), round-deadline-passed, round-without-jobs, job-in-other-round, job-not-published, place-answered or round-nothing-to-run.
         */
        post: operations["postRoundsByIdClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rounds/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The creator invites another company to join, until the first run
         * @description The creator invites another company to join, until the first run. Signed in (session cookie or bearer token). 400: Invalid input, with a message per field. 403: Signed in without an account, the wrong role, or not the round's creator (or not yet a member); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such round, or not one the viewer takes part in. 409: round-wrong-state (the round is not in the state this needs), round-deadline-passed, round-without-jobs, job-in-other-round, job-not-published, place-answered or round-nothing-to-run.
         */
        post: operations["postRoundsByIdMembers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rounds/{id}/members/{companyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * The creator removes a member or an invitation, with the member's jobs and their rankings
         * @description The creator removes a member or an invitation, with the member's jobs and their rankings. Signed in (session cookie or bearer token). 400: Invalid input, with a message per field. 403: Signed in without an account, the wrong role, or not the round's creator (or not yet a member); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such round, or not one the viewer takes part in. 409: round-wrong-state (the round is not in the state this needs), round-deadline-passed, round-without-jobs, job-in-other-round, job-not-published, place-answered or round-nothing-to-run.
         */
        delete: operations["deleteRoundsByIdMembersByCompanyId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rounds/{id}/membership": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * An invited company joins the round, or declines the invitation
         * @description An invited company joins the round, or declines the invitation. Signed in (session cookie or bearer token). 400: Invalid input, with a message per field. 403: Signed in without an account, the wrong role, or not the round's creator (or not yet a member); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such round, or not one the viewer takes part in. 409: round-wrong-state (the round is not in the state this needs), round-deadline-passed, round-without-jobs, job-in-other-round, job-not-published, place-answered or round-nothing-to-run.
         */
        put: operations["putRoundsByIdMembership"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rounds/{id}/jobs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A member adds one of its published jobs, with its places (by default its openings)
         * @description A member adds one of its published jobs, with its places (by default its openings). Signed in (session cookie or bearer token). 400: Invalid input, with a message per field. 403: Signed in without an account, the wrong role, or not the round's creator (or not yet a member); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such round, or not one the viewer takes part in. 409: round-wrong-state (the round is not in the state this needs), round-deadline-passed, round-without-jobs, job-in-other-round, job-not-published, place-answered or round-nothing-to-run.
         */
        post: operations["postRoundsByIdJobs"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rounds/{id}/jobs/{jobId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * The job's company (or the creator) takes a job out, with its rankings, until the first run
         * @description The job's company (or the creator) takes a job out, with its rankings, until the first run. Signed in (session cookie or bearer token). 400: Invalid input, with a message per field. 403: Signed in without an account, the wrong role, or not the round's creator (or not yet a member); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such round, or not one the viewer takes part in. 409: round-wrong-state (the round is not in the state this needs), round-deadline-passed, round-without-jobs, job-in-other-round, job-not-published, place-answered or round-nothing-to-run.
         */
        delete: operations["deleteRoundsByIdJobsByJobId"];
        options?: never;
        head?: never;
        /**
         * The job's company sets its places (at most its openings), until the first run
         * @description The job's company sets its places (at most its openings), until the first run. Signed in (session cookie or bearer token). 400: Invalid input, with a message per field. 403: Signed in without an account, the wrong role, or not the round's creator (or not yet a member); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such round, or not one the viewer takes part in. 409: round-wrong-state (the round is not in the state this needs), round-deadline-passed, round-without-jobs, job-in-other-round, job-not-published, place-answered or round-nothing-to-run.
         */
        patch: operations["patchRoundsByIdJobsByJobId"];
        trace?: never;
    };
    "/rounds/{id}/jobs/{jobId}/ranking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The job's company: its shortlisted applicants with the match score as a hint, and its ranking
         * @description The job's company: its shortlisted applicants with the match score as a hint, and its ranking. Signed in (session cookie or bearer token). 400: Invalid input, with a message per field. 403: Signed in without an account, the wrong role, or not the round's creator (or not yet a member). 404: No such round, or not one the viewer takes part in. 409: round-wrong-state (the round is not in the state this needs), round-deadline-passed, round-without-jobs, job-in-other-round, job-not-published, place-answered or round-nothing-to-run.
         */
        get: operations["getRoundsByIdJobsByJobIdRanking"];
        /**
         * The job's company saves its ranking of shortlisted applicants, best first, while ranking is open
         * @description The job's company saves its ranking of shortlisted applicants, best first, while ranking is open. Signed in (session cookie or bearer token). 400: Invalid input, with a message per field. 403: Signed in without an account, the wrong role, or not the round's creator (or not yet a member); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such round, or not one the viewer takes part in. 409: round-wrong-state (the round is not in the state this needs), round-deadline-passed, round-without-jobs, job-in-other-round, job-not-published, place-answered or round-nothing-to-run.
         */
        put: operations["putRoundsByIdJobsByJobIdRanking"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rounds/{id}/ranking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * A student saves their ranking of the round's jobs they applied to, best first, while ranking is open
         * @description A student saves their ranking of the round's jobs they applied to, best first, while ranking is open. Signed in (session cookie or bearer token). 400: Invalid input, with a message per field. 403: Signed in without an account, the wrong role, or not the round's creator (or not yet a member); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such round, or not one the viewer takes part in. 409: round-wrong-state (the round is not in the state this needs), round-deadline-passed, round-without-jobs, job-in-other-round, job-not-published, place-answered or round-nothing-to-run.
         */
        put: operations["putRoundsByIdRanking"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rounds/{id}/places/{placeId}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The place's student or the job's company confirms or declines a proposed place, once
         * @description Both confirm: the application is hired. Either declines: the place is free for a later run.
         */
        post: operations["postRoundsByIdPlacesByPlaceIdAnswer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The viewer's inbox, newest last message first; q searches the other side's name and the jobs' titles
         * @description The viewer's inbox, newest last message first; q searches the other side's name and the jobs' titles. Signed in (session cookie or bearer token). 400: Invalid input, with a message per field. 403: Signed in without an account.
         */
        get: operations["getConversations"];
        put?: never;
        /**
         * Write to a student (company) or a company (student) about an application, invitation or match
         * @description Opens the pair's one conversation, or adds to it, listing the jobs that relate them (jobId: only that one). 404 for a student the company may not see or a company that does not exist; 403 conversation-not-allowed when nothing relates them; 409 when the conversation is blocked.
         */
        post: operations["postConversations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many conversations have unread messages, and how many messages (the header's badge)
         * @description How many conversations have unread messages, and how many messages (the header's badge). Signed in (session cookie or bearer token). 403: Signed in without an account.
         */
        get: operations["getConversationsUnreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the viewer's conversations, with whether they may write and the other side's read mark
         * @description One of the viewer's conversations, with whether they may write and the other side's read mark. Signed in (session cookie or bearer token). 403: Signed in without an account. 404: No such conversation of the viewer's (another user's conversation is not found either).
         */
        get: operations["getConversationsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of messages, oldest first: the newest, or those before the message `before`
         * @description A page of messages, oldest first: the newest, or those before the message `before`. Signed in (session cookie or bearer token). 400: Invalid input, with a message per field. 403: Signed in without an account. 404: No such conversation of the viewer's, or `before` is not one of its messages.
         */
        get: operations["getConversationsByIdMessages"];
        put?: never;
        /**
         * Write in one of the viewer's conversations (plain text; attachments from the viewer's own files)
         * @description Write in one of the viewer's conversations (plain text; attachments from the viewer's own files). Signed in (session cookie or bearer token). 400: Invalid input, with a message per field. 403: Signed in without an account; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such conversation of the viewer's (another user's conversation is not found either). 409: conversation-blocked (either side blocked the other) or conversation-other-deleted.
         */
        post: operations["postConversationsByIdMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The viewer has read the conversation up to a message (the mark only moves forward)
         * @description The viewer has read the conversation up to a message (the mark only moves forward). Signed in (session cookie or bearer token). 400: Invalid input, with a message per field. 403: Signed in without an account; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such conversation of the viewer's, or upTo is not one of its messages.
         */
        post: operations["postConversationsByIdRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/conversations/{id}/block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Block the other side: no further messages from either; the other side sees it closed
         * @description Block the other side: no further messages from either; the other side sees it closed. Signed in (session cookie or bearer token). 403: Signed in without an account; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such conversation of the viewer's (another user's conversation is not found either).
         */
        post: operations["postConversationsByIdBlock"];
        /**
         * Lift the viewer's own block (409 conversation-blocked when the other side blocked)
         * @description Lift the viewer's own block (409 conversation-blocked when the other side blocked). Signed in (session cookie or bearer token). 403: Signed in without an account; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such conversation of the viewer's (another user's conversation is not found either). 409: conversation-blocked (either side blocked the other) or conversation-other-deleted.
         */
        delete: operations["deleteConversationsByIdBlock"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/{id}/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a message of the other side's to the operators' moderation queue, once, with a reason and details
         * @description Report a message of the other side's to the operators' moderation queue, once, with a reason and details. Signed in (session cookie or bearer token). 400: Invalid input, with a message per field. 403: Signed in without an account, or the viewer's own message; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such message in a conversation of the viewer's. 409: message-already-reported.
         */
        post: operations["postMessagesByIdReports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/moderation/ratings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Operators (moderation): the ratings with open reports, newest first, with their reports
         * @description Cursor pages with the total (the count on the queue's tab). Each rating carries its open reports (reason, details, when; never who) and, hidden or not, its title and text.
         */
        get: operations["getAdminModerationRatings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/moderation/ratings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Operators (moderation): one revealed rating with its open reports, to decide it
         * @description Operators (moderation): one revealed rating with its open reports, to decide it. Signed in (session cookie or bearer token). 403: Not an operator, or one without the moderation permission. 404: No such rating, or not revealed yet (only its author reads it then).
         */
        get: operations["getAdminModerationRatingsById"];
        put?: never;
        /**
         * Operators (moderation): keep a rating (reports dismissed, shown again if hidden) or hide it
         * @description hide needs a reason, shown publicly on the rating; keep takes an optional one. Either is written to the audit log with the reason, and marks the open reports reviewed. A hidden rating stays listed with its reason, its title and text blanked for anyone but its author, out of the company's averages.
         */
        post: operations["postAdminModerationRatingsById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/moderation/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Operators (moderation): the open reports of messages, newest first, with the messages around them
         * @description At most 200 reports, with total (the count on the queue's tab). Each has the reason and details, the reporter's and the sender's names, the message, and up to three messages before and two after it.
         */
        get: operations["getAdminModerationMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/moderation/messages/{id}/dismiss": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Operators (moderation): a report is dealt with and leaves the queue, with an optional note
         * @description The note goes to the audit log with the decision. Nobody is told.
         */
        post: operations["postAdminModerationMessagesByIdDismiss"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/{id}/interviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An application's interviews, oldest first (its student and the job's company)
         * @description An application's interviews, oldest first (its student and the job's company). Signed in (session cookie or bearer token). 403: Signed in without an account, or the other side's action (a student proposing, a company picking). 404: No such application of the viewer's.
         */
        get: operations["getApplicationsByIdInterviews"];
        put?: never;
        /**
         * The job's company proposes interview times from a shortlisted application (or one at interview)
         * @description 1–10 slots, each in the future and 15–480 minutes long, the IANA time zone the interview is held in, and where: on site (address) or by video (http(s) link). The student is told and picks one.
         */
        post: operations["postApplicationsByIdInterviews"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The viewer's interviews (student or company), soonest first
         * @description upcoming=true: not cancelled, and their time (or a proposed time) not over.
         */
        get: operations["getInterviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interviews/{id}/pick": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The student picks a proposed time: scheduled, calendar invitations to both, the application at interview
         * @description The student picks a proposed time: scheduled, calendar invitations to both, the application at interview. Signed in (session cookie or bearer token). 400: Invalid input, with a message per field. 403: Signed in without an account, or the other side's action (a student proposing, a company picking); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such interview, or not one of the viewer's (the job's company and the student only). 409: The interview was cancelled, is already scheduled, or its application is no longer open.
         */
        post: operations["postInterviewsByIdPick"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interviews/{id}/other-times": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The student asks for other times (none suit, or a scheduled one no longer does), with a message
         * @description The student asks for other times (none suit, or a scheduled one no longer does), with a message. Signed in (session cookie or bearer token). 400: Invalid input, with a message per field. 403: Signed in without an account, or the other side's action (a student proposing, a company picking); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such interview, or not one of the viewer's (the job's company and the student only). 409: The interview was cancelled, is already scheduled, or its application is no longer open.
         */
        post: operations["postInterviewsByIdOtherTimes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interviews/{id}/reschedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The company proposes new times with a reason
         * @description One time for an interview that was scheduled moves it there (calendars get the same event with a higher SEQUENCE); otherwise the student picks again, and a calendar event already sent is cancelled meanwhile.
         */
        post: operations["postInterviewsByIdReschedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/interviews/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Either side cancels with a reason; calendars holding the event get its cancellation
         * @description Either side cancels with a reason; calendars holding the event get its cancellation. Signed in (session cookie or bearer token). 400: Invalid input, with a message per field. 403: Signed in without an account, or the other side's action (a student proposing, a company picking); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No such interview, or not one of the viewer's (the job's company and the student only). 409: The interview was cancelled, is already scheduled, or its application is no longer open.
         */
        post: operations["postInterviewsByIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A private calendar feed (text/calendar), by its secret address; no session needed
         * @description A private calendar feed (text/calendar), by its secret address; no session needed. Public. 404: No such feed (a wrong, replaced or revoked address).
         */
        get: operations["getCalendarByFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar-feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether the viewer has a private calendar feed (its address is shown only when made)
         * @description Whether the viewer has a private calendar feed (its address is shown only when made). Signed in (session cookie or bearer token).
         */
        get: operations["getCalendarFeed"];
        put?: never;
        /**
         * Make the viewer's private calendar feed address, replacing (and voiding) any earlier one
         * @description A webcal:// address with a secret token: the viewer's interviews, internship start dates, placement round deadlines and offer answer-by days. Only the token's hash is kept: the address is answered once.
         */
        post: operations["postCalendarFeed"];
        /**
         * Turn the viewer's calendar feed off: its address stops working
         * @description Turn the viewer's calendar feed off: its address stops working. Signed in (session cookie or bearer token). 403: Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none.
         */
        delete: operations["deleteCalendarFeed"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/figures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Placement figures over time, in aggregate, optionally by field of study, degree or job type
         * @description Per month, the applications made in it and what became of them: answered (any move of the company), offered, hired (an accepted offer), the median days to the first answer and the distinct students. A cell of fewer than 5 students is hidden (null, `suppressed: fewStudents`), and so is a second one where the month's total would give the first away (`complementary`).
         */
        get: operations["getAdminFigures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/figures.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The same figures as a CSV download (the download is written to the audit log)
         * @description Per month, the applications made in it and what became of them: answered (any move of the company), offered, hired (an accepted offer), the median days to the first answer and the distinct students. A cell of fewer than 5 students is hidden (null, `suppressed: fewStudents`), and so is a second one where the month's total would give the first away (`complementary`). RFC 4180, a header row; a hidden cell's numbers are empty.
         */
        get: operations["getAdminFiguresCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/operators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every operator: email, name, permissions, when and by whom granted, and their latest sign-in
         * @description Every operator: email, name, permissions, when and by whom granted, and their latest sign-in. Signed in (session cookie or bearer token). 403: Not an operator, or one without the operators permission.
         */
        get: operations["getAdminOperators"];
        /**
         * Make an address an operator with exactly these permissions: grants, changes, or invites someone new by mail
         * @description An address nobody has becomes a user without a password or role, mailed a link to choose a password. A student's or company's address is refused: an operator has neither role. Taking the operators permission from its last holder is refused, so that the console cannot lock itself out. Audited.
         */
        put: operations["putAdminOperators"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/operators/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Take every permission from an operator; refused for the last holder of the operators permission
         * @description Take every permission from an operator; refused for the last holder of the operators permission. Signed in (session cookie or bearer token). 403: Not an operator, or one without the operators permission; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none. 404: No operator has this user id. 409: The last holder of the operators permission.
         */
        delete: operations["deleteAdminOperatorsByUserId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The audit log, newest first, in pages; narrowed by an action prefix and a subject
         * @description The audit log, newest first, in pages; narrowed by an action prefix and a subject. Signed in (session cookie or bearer token). 400: Invalid parameters, with a message per field. 403: Not an operator.
         */
        get: operations["getAdminAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        StudentAccountPatch: {
            name?: string;
            address?: {
                id: string;
                label: string;
                city: string;
                region: string;
                country: string;
                countryCode: string;
                lat: number;
                lon: number;
            } | null;
            university?: string | null;
            fieldOfStudy?: string | null;
            degreeLevel?: ("secondary" | "bachelor" | "master" | "doctorate") | null;
            expectedGraduation?: string | null;
            phone?: string | null;
            bio?: string | null;
            links?: {
                linkedin?: ("" | string) | null;
                github?: ("" | string) | null;
                portfolio?: ("" | string) | null;
            };
            openToOffers?: boolean;
            shareRatings?: boolean;
            avatarFileId?: string | null;
        };
        CompanyAccountPatch: {
            name?: string;
            address?: {
                id: string;
                label: string;
                city: string;
                region: string;
                country: string;
                countryCode: string;
                lat: number;
                lon: number;
            } | null;
            website?: ("" | string) | null;
            industry?: string | null;
            sizeBand?: ("1-10" | "11-50" | "51-250" | "251-1000" | "1000+") | null;
            description?: string | null;
            logoFileId?: string | null;
        };
        Health: {
            /** @enum {string} */
            status: "ok" | "unavailable";
            /**
             * @description `down`: the database does not answer; `full`: its disk is full, writes fail (reads still work)
             * @enum {string}
             */
            db: "ok" | "down" | "full";
        };
        Liveness: {
            /** @enum {string} */
            status: "ok";
        };
        Readiness: {
            /** @enum {string} */
            status: "ready" | "not-ready";
            checks: {
                /** @enum {string} */
                migrations: "done" | "pending";
                /**
                 * @description `down`: the database does not answer
                 * @enum {string}
                 */
                database: "ok" | "down";
                /**
                 * @description The job search index (decision 018); `database`: this process keeps none, searches read the database (decision 034)
                 * @enum {string}
                 */
                searchIndex: "loaded" | "loading" | "database";
                /**
                 * @description The matching index (decision 009); `database`: this process keeps none, rankings read the database (decision 034)
                 * @enum {string}
                 */
                matchingIndex: "loaded" | "loading" | "database";
                /** @description The process is stopping: it finishes its requests, takes no more */
                draining: boolean;
            };
        };
        ClientConfig: {
            map: {
                /**
                 * @description A Leaflet tile URL template, or null for the offline world map shipped with the app
                 * @example https://tile.example.org/{z}/{x}/{y}.png
                 */
                tileUrl: string | null;
                /** @description Plain text credit the tile server's licence requires, shown on the map; null offline */
                attribution: string | null;
            };
            /** @description The universities whose accounts may sign in (OIDC_PROVIDERS), in the configured order */
            signInProviders: components["schemas"]["SignInProvider"][];
        };
        SignInProvider: {
            /** @description The provider's id: POST /api/auth/sign-in/social takes it as `provider` */
            id: string;
            /** @description The university's name, for 'Sign in with <name>' */
            name: string;
        };
        ResetLinkStatus: {
            usable: boolean;
        };
        SignedIn: {
            redirect: boolean;
            /** @description The session token, also sent in the set-auth-token header */
            token: string;
            url?: string;
            user: components["schemas"]["SessionUser"];
        };
        /** @description The signed-in user, as better-auth answers it */
        SessionUser: {
            id: string;
            email: string;
            name: string;
            emailVerified: boolean;
            image?: string | null;
            createdAt: string;
            updatedAt: string;
        };
        SignedOut: {
            success: boolean;
        };
        CurrentSession: {
            user: components["schemas"]["SessionUser"];
            session: components["schemas"]["Session"];
        } | null;
        /** @description A session, as better-auth answers it */
        Session: {
            id: string;
            userId: string;
            token: string;
            expiresAt: string;
            createdAt: string;
            updatedAt: string;
            ipAddress?: string | null;
            userAgent?: string | null;
        };
        PasswordResetRequested: {
            status: boolean;
            message: string;
        };
        PasswordReset: {
            status: boolean;
        };
        UniversitySignInStarted: {
            url: string;
            redirect: boolean;
        };
        PlaceSuggestions: {
            items: {
                id: string;
                label: string;
                city: string;
                region: string;
                country: string;
                countryCode: string;
                lat: number;
                lon: number;
            }[];
            attribution: string;
        };
        PlacesAround: {
            items: {
                id: string;
                name: string;
                lat: number;
                lon: number;
            }[];
            attribution: string;
        };
        SkillSuggestions: {
            items: {
                id: string;
                label: string;
                /** @enum {string} */
                category: "programming-languages" | "frameworks" | "databases" | "cloud-devops" | "software-engineering" | "data-ai" | "design" | "business" | "finance" | "marketing" | "office" | "engineering" | "soft-skills";
                aliases: string[];
            }[];
        };
        Unsubscribed: {
            /** @enum {string} */
            kind: "application.created" | "application.status" | "application.withdrawn" | "invitation.created" | "invitation.accepted" | "invitation.declined" | "invitation.ended" | "offer.received" | "offer.answered" | "match.created" | "match.updated" | "rating.due" | "rating.revealed" | "rating.response" | "round.invited" | "round.opened" | "round.deadline" | "round.result" | "round.confirm" | "message.digest" | "interview.proposed" | "interview.scheduled" | "interview.other-times" | "interview.rescheduled" | "interview.cancelled" | "interview.reminder" | "saved-job.deadline" | "job-alert.digest" | "company.verification";
            mail: boolean;
        };
        Error: {
            error: {
                code: string;
                message: string;
                fields?: {
                    [key: string]: string;
                };
            };
        };
        JobAlertUnsubscribed: {
            name: string;
            paused: boolean;
        };
        StudentAccount: {
            id: string;
            emailAddress: string;
            name: string;
            address: {
                id: string;
                label: string;
                city: string;
                region: string;
                country: string;
                countryCode: string;
                lat: number;
                lon: number;
            } | null;
            createdAt: string;
            updatedAt: string;
            /** @enum {string} */
            role: "student";
            university: string | null;
            fieldOfStudy: string | null;
            /** @enum {string|null} */
            degreeLevel: "secondary" | "bachelor" | "master" | "doctorate" | null;
            expectedGraduation: string | null;
            phone: string | null;
            bio: string | null;
            links: {
                linkedin: string | null;
                github: string | null;
                portfolio: string | null;
            };
            openToOffers: boolean;
            shareRatings: boolean;
            avatarFileId: string | null;
            avatarUrl: string | null;
        };
        CompanyAccount: {
            id: string;
            emailAddress: string;
            name: string;
            address: {
                id: string;
                label: string;
                city: string;
                region: string;
                country: string;
                countryCode: string;
                lat: number;
                lon: number;
            } | null;
            createdAt: string;
            updatedAt: string;
            /** @enum {string} */
            role: "company";
            website: string | null;
            industry: string | null;
            /** @enum {string|null} */
            sizeBand: "1-10" | "11-50" | "51-250" | "251-1000" | "1000+" | null;
            description: string | null;
            logoFileId: string | null;
            logoUrl: string | null;
        };
        Account: components["schemas"]["StudentAccount"] | components["schemas"]["CompanyAccount"];
        Me: {
            user: {
                id: string;
                email: string;
                mustConfirmEmail: boolean;
            };
            /** @enum {string|null} */
            role: "student" | "company" | null;
            account: components["schemas"]["Account"] | null;
            finishRoles: ("student" | "company")[];
            operator: {
                permissions: ("moderation" | "companies" | "accounts" | "figures" | "operators")[];
            } | null;
        };
        SignInMethods: {
            password: boolean;
            universities: string[];
            recentSignInUntil: string | null;
        };
        OwnFile: {
            id: string;
            /** @enum {string} */
            purpose: "cv" | "avatar" | "logo";
            name: string;
            size: number;
            contentType: string;
            url: string;
            createdAt: string;
            removesAt: string | null;
        };
        NotificationSettings: {
            mail: {
                "application.created"?: boolean;
                "application.status"?: boolean;
                "application.withdrawn"?: boolean;
                "invitation.created"?: boolean;
                "invitation.accepted"?: boolean;
                "invitation.declined"?: boolean;
                "invitation.ended"?: boolean;
                "offer.received"?: boolean;
                "offer.answered"?: boolean;
                "match.created"?: boolean;
                "match.updated"?: boolean;
                "rating.due"?: boolean;
                "rating.revealed"?: boolean;
                "rating.response"?: boolean;
                "round.invited"?: boolean;
                "round.opened"?: boolean;
                "round.deadline"?: boolean;
                "round.result"?: boolean;
                "round.confirm"?: boolean;
                "message.digest"?: boolean;
                "interview.proposed"?: boolean;
                "interview.scheduled"?: boolean;
                "interview.other-times"?: boolean;
                "interview.rescheduled"?: boolean;
                "interview.cancelled"?: boolean;
                "interview.reminder"?: boolean;
                "saved-job.deadline"?: boolean;
                "job-alert.digest"?: boolean;
                "company.verification"?: boolean;
            };
        };
        InvitationSettings: {
            acceptsInvitations: boolean;
        };
        File: {
            id: string;
            /** @enum {string} */
            purpose: "cv" | "avatar" | "logo";
            name: string;
            size: number;
            contentType: string;
            url: string;
            createdAt: string;
        };
        Cv: {
            id: string;
            studentId: string;
            title: string;
            summary: string;
            education: {
                school: string;
                /** @enum {string} */
                degreeLevel: "secondary" | "bachelor" | "master" | "doctorate";
                field: string;
                start: string;
                end: string | null;
                grade: string;
            }[];
            experience: {
                title: string;
                organisation: string;
                start: string;
                end: string | null;
                description: string;
            }[];
            skills: {
                skillId: string;
                level: number;
            }[];
            languages: {
                /** @enum {string} */
                language: "en" | "de" | "fr" | "es" | "it" | "nl" | "pt" | "pl" | "sv" | "da" | "no" | "fi" | "cs" | "sk" | "hu" | "ro" | "bg" | "el" | "hr" | "sr" | "sl" | "bs" | "mk" | "sq" | "et" | "lv" | "lt" | "is" | "ga" | "cy" | "mt" | "lb" | "rm" | "ca" | "eu" | "gl" | "uk" | "ru" | "be" | "tr" | "ar" | "he" | "fa" | "ku" | "hi" | "ur" | "bn" | "pa" | "ta" | "zh" | "ja" | "ko" | "vi" | "th" | "id" | "ms" | "tl" | "sw" | "am" | "af";
                /** @enum {string} */
                level: "A1" | "A2" | "B1" | "B2" | "C1" | "C2";
            }[];
            desiredTypes: ("internship" | "full-time" | "part-time" | "working-student")[];
            desiredWorkModes: ("on-site" | "hybrid" | "remote")[];
            preferredPlaces: {
                id: string;
                label: string;
                city: string;
                region: string;
                country: string;
                countryCode: string;
                lat: number;
                lon: number;
            }[];
            radiusKm: number;
            willingToRelocate: boolean;
            availableFrom: string | null;
            availableTo: string | null;
            /** Format: uuid */
            fileId: string | null;
            isPrimary: boolean;
            file: components["schemas"]["File"] | null;
            createdAt: string;
            updatedAt: string;
            student?: {
                name: string;
                avatarUrl: string | null;
                university: string | null;
                fieldOfStudy: string | null;
            };
        };
        JobCompany: {
            id: string;
            name: string;
            address: {
                id: string;
                label: string;
                city: string;
                region: string;
                country: string;
                countryCode: string;
                lat: number;
                lon: number;
            } | null;
            logoUrl: string | null;
            verified: boolean;
        };
        Job: {
            id: string;
            title: string;
            description: string;
            /** @enum {string} */
            type: "internship" | "full-time" | "part-time" | "working-student";
            /** @enum {string} */
            workMode: "on-site" | "hybrid" | "remote";
            location: {
                id: string;
                label: string;
                city: string;
                region: string;
                country: string;
                countryCode: string;
                lat: number;
                lon: number;
            } | null;
            requiredSkills: {
                skillId: string;
                level: number;
            }[];
            niceToHaveSkills: {
                skillId: string;
                level: number;
            }[];
            languages: {
                /** @enum {string} */
                language: "en" | "de" | "fr" | "es" | "it" | "nl" | "pt" | "pl" | "sv" | "da" | "no" | "fi" | "cs" | "sk" | "hu" | "ro" | "bg" | "el" | "hr" | "sr" | "sl" | "bs" | "mk" | "sq" | "et" | "lv" | "lt" | "is" | "ga" | "cy" | "mt" | "lb" | "rm" | "ca" | "eu" | "gl" | "uk" | "ru" | "be" | "tr" | "ar" | "he" | "fa" | "ku" | "hi" | "ur" | "bn" | "pa" | "ta" | "zh" | "ja" | "ko" | "vi" | "th" | "id" | "ms" | "tl" | "sw" | "am" | "af";
                /** @enum {string} */
                level: "A1" | "A2" | "B1" | "B2" | "C1" | "C2";
            }[];
            /** @enum {string|null} */
            minDegree: "secondary" | "bachelor" | "master" | "doctorate" | null;
            fieldsOfStudy: string[];
            startDate: string | null;
            durationMonths: number | null;
            pay: {
                min: number;
                max: number;
                /** @enum {string} */
                currency: "EUR" | "CHF" | "GBP" | "USD" | "SEK" | "NOK" | "DKK" | "PLN" | "CZK";
                /** @enum {string} */
                period: "month" | "year";
            } | null;
            positions: number;
            deadline: string | null;
            /** @enum {string} */
            status: "draft" | "published" | "closed";
            companyId: string;
            company: components["schemas"]["JobCompany"];
            createdAt: string;
            updatedAt: string;
            publishedAt: string | null;
        };
        SavedFilter: {
            id: string;
            name: string;
            jobId: string | null;
            filter: {
                /** @description Repeat the parameter or separate with commas: skill ids from /api/skills. */
                skills?: string[];
                /** @description Repeat the parameter or separate with commas: ISO 639-1 codes, e.g. en, de. */
                languages?: string[];
                /** @enum {string} */
                degree?: "secondary" | "bachelor" | "master" | "doctorate";
                university?: string;
                graduationFrom?: string;
                graduationTo?: string;
                distanceKm?: number;
                /** @default 0 */
                minScore: number | null;
                /** @description Repeat the parameter or separate with commas: applied, reviewed, shortlisted, interview, offer, hired, rejected, withdrawn, invited, declined. */
                status?: ("applied" | "reviewed" | "shortlisted" | "interview" | "offer" | "hired" | "rejected" | "withdrawn" | "invited" | "declined")[];
                /** @enum {string} */
                scope?: "invitable" | "applicants" | "all";
            };
            createdAt: string;
            updatedAt: string;
        };
        JobListItem: {
            id: string;
            title: string;
            /** @enum {string} */
            type: "internship" | "full-time" | "part-time" | "working-student";
            /** @enum {string} */
            workMode: "on-site" | "hybrid" | "remote";
            location: {
                id: string;
                label: string;
                city: string;
                region: string;
                country: string;
                countryCode: string;
                lat: number;
                lon: number;
            } | null;
            requiredSkills: {
                skillId: string;
                level: number;
            }[];
            niceToHaveSkills: {
                skillId: string;
                level: number;
            }[];
            languages: {
                /** @enum {string} */
                language: "en" | "de" | "fr" | "es" | "it" | "nl" | "pt" | "pl" | "sv" | "da" | "no" | "fi" | "cs" | "sk" | "hu" | "ro" | "bg" | "el" | "hr" | "sr" | "sl" | "bs" | "mk" | "sq" | "et" | "lv" | "lt" | "is" | "ga" | "cy" | "mt" | "lb" | "rm" | "ca" | "eu" | "gl" | "uk" | "ru" | "be" | "tr" | "ar" | "he" | "fa" | "ku" | "hi" | "ur" | "bn" | "pa" | "ta" | "zh" | "ja" | "ko" | "vi" | "th" | "id" | "ms" | "tl" | "sw" | "am" | "af";
                /** @enum {string} */
                level: "A1" | "A2" | "B1" | "B2" | "C1" | "C2";
            }[];
            /** @enum {string|null} */
            minDegree: "secondary" | "bachelor" | "master" | "doctorate" | null;
            fieldsOfStudy: string[];
            startDate: string | null;
            durationMonths: number | null;
            pay: {
                min: number;
                max: number;
                /** @enum {string} */
                currency: "EUR" | "CHF" | "GBP" | "USD" | "SEK" | "NOK" | "DKK" | "PLN" | "CZK";
                /** @enum {string} */
                period: "month" | "year";
            } | null;
            positions: number;
            deadline: string | null;
            /** @enum {string} */
            status: "draft" | "published" | "closed";
            companyId: string;
            company: components["schemas"]["JobCompany"];
            createdAt: string;
            updatedAt: string;
            publishedAt: string | null;
            excerpt: string;
            distanceKm: number | null;
        };
        SavedJob: {
            job: components["schemas"]["JobListItem"];
            /** @enum {string} */
            state: "open" | "deadline-soon" | "closed";
            /** @enum {string|null} */
            mark: "invited" | "applied" | "matched" | "offer" | "hired" | "rejected" | "withdrawn" | null;
            savedAt: string;
        };
        CompanyVerification: {
            /** @enum {string} */
            state: "waiting" | "verified" | "refused";
            reason: string | null;
            decidedAt: string | null;
            waitingSince: string;
        };
        ApplicationEvent: {
            id: number;
            /** @enum {string|null} */
            fromStatus: "applied" | "reviewed" | "shortlisted" | "interview" | "offer" | "hired" | "rejected" | "withdrawn" | null;
            /** @enum {string} */
            toStatus: "applied" | "reviewed" | "shortlisted" | "interview" | "offer" | "hired" | "rejected" | "withdrawn";
            /** @enum {string} */
            by: "student" | "company";
            /** @enum {string|null} */
            reasonCode: "skills-mismatch" | "experience" | "position-filled" | "job-closed" | "availability" | "location" | "other" | null;
            reasonText: string | null;
            createdAt: string;
        };
        Application: {
            id: string;
            /** @enum {string} */
            status: "applied" | "reviewed" | "shortlisted" | "interview" | "offer" | "hired" | "rejected" | "withdrawn";
            note: string | null;
            job: {
                id: string;
                title: string;
                /** @enum {string} */
                status: "draft" | "published" | "closed";
                companyId: string;
                companyName: string;
                companyVerified: boolean;
                startDate: string | null;
                deadline: string | null;
                removed: boolean;
            };
            student: {
                id: string | null;
                name: string;
                avatarUrl: string | null;
                removed: boolean;
            };
            cv: {
                id: string;
                title: string;
            } | null;
            /** @enum {string|null} */
            reasonCode: "skills-mismatch" | "experience" | "position-filled" | "job-closed" | "availability" | "location" | "other" | null;
            reasonText: string | null;
            invitationId: string | null;
            matchId: string | null;
            offer: {
                /** @enum {string} */
                status: "open" | "accepted" | "declined" | "expired" | "withdrawn";
                startDate: string | null;
                pay: {
                    amount: number;
                    /** @enum {string} */
                    currency: "EUR" | "CHF" | "GBP" | "USD" | "SEK" | "NOK" | "DKK" | "PLN" | "CZK";
                    /** @enum {string} */
                    period: "month" | "year";
                } | null;
                answerBy: string;
                message: string | null;
                declineReason: string | null;
                createdAt: string;
                updatedAt: string;
                answeredAt: string | null;
            } | null;
            createdAt: string;
            updatedAt: string;
            overdue?: boolean;
            allowedMoves: ("applied" | "reviewed" | "shortlisted" | "interview" | "offer" | "hired" | "rejected" | "withdrawn")[];
            events: components["schemas"]["ApplicationEvent"][];
        };
        Invitation: {
            id: string;
            /** @enum {string} */
            status: "open" | "accepted" | "declined" | "ended";
            message: string;
            declineReason: string | null;
            /** @enum {string|null} */
            endReason: "job-closed" | "job-deleted" | "company-deleted" | null;
            job: {
                id: string;
                title: string;
                /** @enum {string} */
                status: "draft" | "published" | "closed";
                companyId: string;
                companyName: string;
                companyVerified: boolean;
                startDate: string | null;
                deadline: string | null;
                removed: boolean;
            };
            student: {
                id: string | null;
                name: string;
                avatarUrl: string | null;
                removed: boolean;
            };
            applicationId: string | null;
            createdAt: string;
            respondedAt: string | null;
        };
        MatchListItem: {
            id: string;
            /** @enum {string} */
            source: "shortlisted" | "invitation";
            job: {
                id: string;
                title: string;
                /** @enum {string} */
                status: "draft" | "published" | "closed";
                companyId: string;
                companyName: string;
                companyVerified: boolean;
                startDate: string | null;
                deadline: string | null;
                removed: boolean;
            };
            student: {
                id: string | null;
                name: string;
                avatarUrl: string | null;
                removed: boolean;
            };
            applicationId: string | null;
            startDate: string | null;
            createdAt: string;
            updatedAt: string;
            endedAt: string | null;
        };
        Rating: {
            id: string;
            matchId: string;
            /** @enum {string} */
            direction: "student-to-company" | "company-to-student";
            job: {
                id: string;
                title: string;
            };
            company: {
                id: string;
                name: string;
                pictureUrl: string | null;
            };
            student: {
                id: string;
                name: string;
                pictureUrl: string | null;
            } | null;
            overall: number;
            categories: {
                [key: string]: number;
            };
            title: string;
            text: string;
            wouldRecommend: boolean;
            signed: boolean;
            createdAt: string;
            updatedAt: string;
            revealsAt: string;
            revealed: boolean;
            mine: boolean;
            editable: boolean;
            canRespond: boolean;
            canReport: boolean;
            reportedByMe: boolean;
            flagged: boolean;
            hidden: {
                reason: string;
                at: string;
            } | null;
            reports: {
                /** @enum {string} */
                reason: "offensive" | "personal-data" | "false" | "spam" | "conflict" | "other";
                details: string | null;
                createdAt: string;
            }[] | null;
            response: {
                text: string;
                createdAt: string;
                updatedAt: string;
            } | null;
        };
        RoundRun: {
            run: number;
            ranAt: string;
            ranBy: string | null;
            students: number;
            placed: number;
        };
        Message: {
            id: string;
            conversationId: string;
            fromMe: boolean;
            senderName: string;
            body: string;
            sentAt: string;
            seen: boolean;
            attachments: {
                fileId: string;
                name: string;
                size: number;
                contentType: string;
                url: string;
            }[];
        };
        InterviewSlot: {
            id: string;
            startsAt: string;
            durationMinutes: number;
        };
        Interview: {
            id: string;
            applicationId: string;
            job: {
                id: string | null;
                title: string;
            };
            companyName: string;
            studentName: string;
            /** @enum {string} */
            status: "proposed" | "other-times-requested" | "scheduled" | "cancelled";
            slots: components["schemas"]["InterviewSlot"][];
            chosenSlotId: string | null;
            timeZone: string;
            location: {
                /** @enum {string} */
                kind: "onsite";
                address: string;
            } | {
                /** @enum {string} */
                kind: "video";
                url: string;
            };
            note: string | null;
            sequence: number;
            reason: string | null;
            /** @enum {string|null} */
            reasonBy: "student" | "company" | null;
            updatedAt: string;
        };
        CalendarFeed: {
            url: string | null;
            active: boolean;
            createdAt: string | null;
        };
        AccountExport: {
            exportedAt: string;
            user: {
                id: string;
                email: string;
                name: string;
                emailVerified: boolean;
                createdAt: string;
                updatedAt: string;
            };
            account: components["schemas"]["Account"] | null;
            emailChanges: {
                previousEmail: string;
                newEmail: string;
                requestedAt: string;
                expiresAt: string;
                confirmedAt: string | null;
            }[];
            signIn: {
                provider: string;
                createdAt: string;
                updatedAt: string;
            }[];
            sessions: {
                createdAt: string;
                updatedAt: string;
                expiresAt: string;
                ipAddress: string | null;
                userAgent: string | null;
            }[];
            files: components["schemas"]["OwnFile"][];
            settings: {
                notifications: components["schemas"]["NotificationSettings"];
                invitations: components["schemas"]["InvitationSettings"] | null;
            };
            notifications: {
                id: string;
                /** @enum {string} */
                kind: "application.created" | "application.status" | "application.withdrawn" | "invitation.created" | "invitation.accepted" | "invitation.declined" | "invitation.ended" | "offer.received" | "offer.answered" | "match.created" | "match.updated" | "rating.due" | "rating.revealed" | "rating.response" | "round.invited" | "round.opened" | "round.deadline" | "round.result" | "round.confirm" | "message.digest" | "interview.proposed" | "interview.scheduled" | "interview.other-times" | "interview.rescheduled" | "interview.cancelled" | "interview.reminder" | "saved-job.deadline" | "job-alert.digest" | "company.verification";
                title: string;
                body: string | null;
                target: {
                    /** @enum {string} */
                    type: "application" | "invitation" | "match" | "job" | "rating" | "rateable" | "round" | "job-alert" | "verification";
                    id: string;
                    jobId: string | null;
                } | null;
                path: string;
                createdAt: string;
                readAt: string | null;
                mailedAt: string | null;
            }[];
            cvs: components["schemas"]["Cv"][];
            jobs: components["schemas"]["Job"][];
            savedFilters: components["schemas"]["SavedFilter"][];
            savedJobs: components["schemas"]["SavedJob"][];
            jobAlerts: {
                id: string;
                name: string;
                /** @enum {string} */
                frequency: "instant" | "daily" | "weekly" | "in-app";
                paused: boolean;
                search: {
                    [key: string]: string;
                };
                placeLabel: string | null;
                pendingJobs: number;
                lastDigestAt: string | null;
                createdAt: string;
                updatedAt: string;
                hits: {
                    jobId: string;
                    foundAt: string;
                    deliveredAt: string | null;
                }[];
            }[];
            verification: components["schemas"]["CompanyVerification"] | null;
            applications: components["schemas"]["Application"][];
            invitations: components["schemas"]["Invitation"][];
            matches: components["schemas"]["MatchListItem"][];
            ratings: {
                given: components["schemas"]["Rating"][];
                received: components["schemas"]["Rating"][];
                reports: {
                    ratingId: string;
                    /** @enum {string} */
                    reason: "offensive" | "personal-data" | "false" | "spam" | "conflict" | "other";
                    details: string | null;
                    createdAt: string;
                    reviewedAt: string | null;
                }[];
                hidden: {
                    ratingId: string;
                    hiddenAt: string;
                    reason: string | null;
                }[];
            };
            rounds: {
                rounds: {
                    id: string;
                    name: string;
                    /** @enum {string} */
                    status: "draft" | "ranking" | "confirming" | "closed";
                    creatorCompanyName: string;
                    rankingDeadline: string;
                    confirmationDeadline: string;
                    openedAt: string | null;
                    closedAt: string | null;
                    createdAt: string;
                    membership: {
                        /** @enum {string} */
                        status: "invited" | "joined";
                        creator: boolean;
                        invitedAt: string;
                        joinedAt: string | null;
                    } | null;
                    runs: components["schemas"]["RoundRun"][];
                }[];
                jobs: {
                    roundId: string;
                    jobId: string;
                    jobTitle: string;
                    capacity: number;
                    addedAt: string;
                }[];
                studentRankings: {
                    roundId: string;
                    jobId: string;
                    jobTitle: string;
                    companyName: string;
                    position: number;
                    rankedAt: string;
                }[];
                jobRankings: {
                    roundId: string;
                    jobId: string;
                    jobTitle: string;
                    applicationId: string;
                    studentName: string;
                    position: number;
                    rankedAt: string;
                }[];
                places: {
                    id: string;
                    roundId: string;
                    run: number;
                    jobId: string | null;
                    jobTitle: string | null;
                    companyName: string | null;
                    applicationId: string | null;
                    studentName: string;
                    studentChoice: number | null;
                    jobRank: number | null;
                    /** @enum {string} */
                    status: "proposed" | "confirmed" | "declined" | "expired" | "unplaced";
                    /** @enum {string|null} */
                    studentAnswer: "confirmed" | "declined" | null;
                    /** @enum {string|null} */
                    companyAnswer: "confirmed" | "declined" | null;
                    answeredAt: string | null;
                    reasons: {
                        jobId: string;
                        jobTitle: string;
                        choice: number;
                        /** @enum {string} */
                        code: "not-ranked-by-job" | "no-places" | "filled-by-higher-ranked";
                        capacity: number;
                    }[];
                    createdAt: string;
                }[];
                jobOutcomes: {
                    roundId: string;
                    run: number;
                    jobId: string;
                    reasons: {
                        applicationId: string;
                        rank: number;
                        /** @enum {string} */
                        code: "did-not-rank-job" | "placed-at-preferred-job" | "no-places" | "capacity-filled-with-higher-ranked";
                    }[];
                }[];
            };
            conversations: {
                id: string;
                other: {
                    /** @enum {string} */
                    kind: "student" | "company";
                    id: string | null;
                    name: string;
                    avatarUrl: string | null;
                    deleted: boolean;
                };
                jobs: {
                    id: string;
                    title: string;
                    reasons: ("application" | "invitation" | "match")[];
                }[];
                lastMessage: {
                    preview: string;
                    sentAt: string;
                    fromMe: boolean;
                } | null;
                unread: number;
                closed: {
                    /** @enum {string} */
                    by: "me" | "other";
                } | null;
                canWrite: boolean;
                otherReadUpTo: string | null;
                messages: components["schemas"]["Message"][];
            }[];
            messageReports: {
                messageId: string;
                /** @enum {string} */
                reason: "harassment" | "spam" | "scam" | "personal-data" | "other";
                details: string | null;
                createdAt: string;
                resolvedAt: string | null;
            }[];
            interviews: components["schemas"]["Interview"][];
            calendarFeed: components["schemas"]["CalendarFeed"];
        };
        AdminAccount: {
            id: string;
            email: string;
            name: string;
            /** @enum {string} */
            kind: "student" | "company" | "operator" | "unfinished";
            signedUpAt: string;
            lastSignInAt: string | null;
            suspension: {
                at: string;
                reason: string;
            } | null;
        };
        AdminAccountPage: {
            items: components["schemas"]["AdminAccount"][];
            next: string | null;
        };
        PendingEmailChange: {
            newEmail: string;
            expiresAt: string;
        };
        EmailChangeStatus: {
            pending: components["schemas"]["PendingEmailChange"] | null;
        };
        EmailChangeConfirmed: {
            emailAddress: string;
        };
        EmailConfirmationSent: {
            sentTo: string;
            expiresAt: string;
        };
        EmailConfirmed: {
            emailAddress: string;
        };
        AccountLanguage: {
            /** @enum {string|null} */
            language: "en" | "de" | null;
        };
        PasswordChanged: {
            signedOut: number;
        };
        SignedInSession: {
            id: string;
            current: boolean;
            device: string;
            userAgent: string | null;
            ipAddress: string | null;
            signedInAt: string;
            lastActiveAt: string;
            expiresAt: string;
        };
        SignedInSessionList: {
            items: components["schemas"]["SignedInSession"][];
        };
        SessionsSignedOut: {
            signedOut: number;
        };
        JobSearchResult: {
            items: components["schemas"]["JobListItem"][];
            total: number;
            totalCapped: boolean;
            correctedQuery: string | null;
            page: number;
            pageSize: number;
            forYou?: {
                cvId: string | null;
                jobs: {
                    [key: string]: {
                        /** @enum {string|null} */
                        mark: "invited" | "applied" | "matched" | "offer" | "hired" | "rejected" | "withdrawn" | null;
                        score: number | null;
                        saved: boolean;
                    };
                };
            };
        };
        JobsSummary: {
            byStatus: {
                draft: number;
                published: number;
                closed: number;
            };
            total: number;
            attention: {
                jobId: string;
                title: string;
                /** @enum {string} */
                status: "draft" | "published" | "closed";
                /** @enum {string} */
                reason: "draft-incomplete" | "draft-ready" | "deadline-passed";
                message: string;
                missing: string[];
            }[];
        };
        CompanySearchResult: {
            items: {
                id: string;
                name: string;
                city: string | null;
            }[];
        };
        CompanyRatingSummary: {
            count: number;
            average: number | null;
            distribution: number[];
            categories: {
                /** @enum {string} */
                key: "mentoring" | "learning" | "environment" | "organisation" | "pay";
                label: string;
                average: number | null;
            }[];
            recommendShare: number | null;
        };
        CompanyResponsiveness: {
            applications: number;
            answeredShare: number | null;
            medianDaysToAnswer: number | null;
        };
        Company: {
            company: {
                id: string;
                name: string;
                address: {
                    id: string;
                    label: string;
                    city: string;
                    region: string;
                    country: string;
                    countryCode: string;
                    lat: number;
                    lon: number;
                } | null;
                website: string | null;
                industry: string | null;
                /** @enum {string|null} */
                sizeBand: "1-10" | "11-50" | "51-250" | "251-1000" | "1000+" | null;
                description: string | null;
                logoUrl: string | null;
                verified: boolean;
                createdAt: string;
            };
            openJobs: components["schemas"]["JobListItem"][];
            counts: {
                openJobs: number;
                totalJobsPosted: number;
            };
            ratings: components["schemas"]["CompanyRatingSummary"];
            responsiveness: components["schemas"]["CompanyResponsiveness"];
        };
        AdminCompany: {
            id: string;
            name: string;
            emailAddress: string;
            website: string | null;
            industry: string | null;
            /** @enum {string|null} */
            sizeBand: "1-10" | "11-50" | "51-250" | "251-1000" | "1000+" | null;
            description: string | null;
            address: {
                id: string;
                label: string;
                city: string;
                region: string;
                country: string;
                countryCode: string;
                lat: number;
                lon: number;
            } | null;
            logoUrl: string | null;
            signedUpAt: string;
            jobsPublished: number;
            verification: components["schemas"]["CompanyVerification"];
        };
        AdminCompanyPage: {
            items: components["schemas"]["AdminCompany"][];
            total: number;
            nextCursor: string | null;
        };
        OwnVerification: {
            /** @enum {string} */
            state: "waiting" | "verified" | "refused";
            reason: string | null;
            decidedAt: string | null;
            waitingSince: string;
            mayAskAgain: boolean;
            mayPublish: boolean;
        };
        MyFiles: {
            items: components["schemas"]["OwnFile"][];
            usedBytes: number;
            quotaBytes: number;
        };
        CvImportDraft: {
            summary: string;
            education: {
                school: string;
                /** @enum {string|null} */
                degreeLevel: "secondary" | "bachelor" | "master" | "doctorate" | null;
                field: string;
                start: string | null;
                end: string | null;
                grade: string;
            }[];
            experience: {
                title: string;
                organisation: string;
                start: string | null;
                end: string | null;
                ongoing: boolean;
                description: string;
            }[];
            skills: {
                skillId: string;
                level: number;
            }[];
            languages: {
                /** @enum {string} */
                language: "en" | "de" | "fr" | "es" | "it" | "nl" | "pt" | "pl" | "sv" | "da" | "no" | "fi" | "cs" | "sk" | "hu" | "ro" | "bg" | "el" | "hr" | "sr" | "sl" | "bs" | "mk" | "sq" | "et" | "lv" | "lt" | "is" | "ga" | "cy" | "mt" | "lb" | "rm" | "ca" | "eu" | "gl" | "uk" | "ru" | "be" | "tr" | "ar" | "he" | "fa" | "ku" | "hi" | "ur" | "bn" | "pa" | "ta" | "zh" | "ja" | "ko" | "vi" | "th" | "id" | "ms" | "tl" | "sw" | "am" | "af";
                /** @enum {string} */
                level: "A1" | "A2" | "B1" | "B2" | "C1" | "C2";
            }[];
            contact: {
                name: string | null;
                email: string | null;
                phone: string | null;
            };
            /** @enum {string|null} */
            documentLanguage: "en" | "de" | null;
        };
        CvListItem: {
            id: string;
            title: string;
            isPrimary: boolean;
            desiredTypes: ("internship" | "full-time" | "part-time" | "working-student")[];
            availableFrom: string | null;
            availableTo: string | null;
            updatedAt: string;
            skillCount: number;
            hasFile: boolean;
        };
        CvList: {
            items: components["schemas"]["CvListItem"][];
        };
        MatchSummary: {
            score: number;
            jobFit: number;
            studentFit: number;
            reasons: string[];
            reasonTexts: {
                /** @enum {string} */
                key: "skills-none" | "skills-met" | "skill-through" | "skill-level" | "skills-missing" | "languages-none" | "languages-met" | "language-missing" | "language-level" | "education-none" | "degree-none" | "degree-meets" | "degree-below" | "field-none" | "field-matches" | "field-related" | "field-other" | "experience-none" | "experience" | "experience-target" | "job-type-any" | "job-type-wished" | "job-type-other" | "work-mode-any" | "work-mode-wished" | "work-mode-other" | "place-remote" | "place-none" | "place-any" | "place-within" | "place-beyond" | "availability-any" | "availability-none" | "availability-whole" | "availability-share" | "exclude-job-type" | "exclude-availability" | "exclude-distance" | "exclude-skills" | "missing-skill" | "missing-skill-improve" | "missing-language" | "missing-language-improve" | "add-skill" | "add-skill-improve" | "add-language" | "add-language-improve";
                values: {
                    [key: string]: number | string | {
                        names: string[];
                        more: number;
                    };
                };
            }[][];
        };
        MatchedJob: {
            job: components["schemas"]["JobListItem"];
            match: components["schemas"]["MatchSummary"];
            /** @enum {string|null} */
            mark: "invited" | "applied" | "matched" | "offer" | "hired" | "rejected" | "withdrawn" | null;
            saved: boolean;
        };
        MatchedJobsPage: {
            items: components["schemas"]["MatchedJob"][];
            total: number;
            totalCapped: boolean;
            nextCursor: string | null;
            cvId: string;
        };
        MatchExplanation: {
            score: number;
            jobFit: number;
            studentFit: number;
            parts: {
                /** @enum {string} */
                key: "required-skills" | "nice-to-have-skills" | "languages" | "education" | "experience" | "job-type" | "work-mode" | "place" | "availability";
                label: string;
                /** @enum {string} */
                side: "job" | "student";
                points: number;
                max: number;
                detail: string;
                texts: {
                    /** @enum {string} */
                    key: "skills-none" | "skills-met" | "skill-through" | "skill-level" | "skills-missing" | "languages-none" | "languages-met" | "language-missing" | "language-level" | "education-none" | "degree-none" | "degree-meets" | "degree-below" | "field-none" | "field-matches" | "field-related" | "field-other" | "experience-none" | "experience" | "experience-target" | "job-type-any" | "job-type-wished" | "job-type-other" | "work-mode-any" | "work-mode-wished" | "work-mode-other" | "place-remote" | "place-none" | "place-any" | "place-within" | "place-beyond" | "availability-any" | "availability-none" | "availability-whole" | "availability-share" | "exclude-job-type" | "exclude-availability" | "exclude-distance" | "exclude-skills" | "missing-skill" | "missing-skill-improve" | "missing-language" | "missing-language-improve" | "add-skill" | "add-skill-improve" | "add-language" | "add-language-improve";
                    values: {
                        [key: string]: number | string | {
                            names: string[];
                            more: number;
                        };
                    };
                }[];
            }[];
            missing: ({
                /** @enum {string} */
                kind: "skill";
                skillId: string;
                level: number;
                required: boolean;
                label: string;
                text: {
                    /** @enum {string} */
                    key: "skills-none" | "skills-met" | "skill-through" | "skill-level" | "skills-missing" | "languages-none" | "languages-met" | "language-missing" | "language-level" | "education-none" | "degree-none" | "degree-meets" | "degree-below" | "field-none" | "field-matches" | "field-related" | "field-other" | "experience-none" | "experience" | "experience-target" | "job-type-any" | "job-type-wished" | "job-type-other" | "work-mode-any" | "work-mode-wished" | "work-mode-other" | "place-remote" | "place-none" | "place-any" | "place-within" | "place-beyond" | "availability-any" | "availability-none" | "availability-whole" | "availability-share" | "exclude-job-type" | "exclude-availability" | "exclude-distance" | "exclude-skills" | "missing-skill" | "missing-skill-improve" | "missing-language" | "missing-language-improve" | "add-skill" | "add-skill-improve" | "add-language" | "add-language-improve";
                    values: {
                        [key: string]: number | string | {
                            names: string[];
                            more: number;
                        };
                    };
                };
                points: number;
            } | {
                /** @enum {string} */
                kind: "language";
                language: string;
                /** @enum {string} */
                level: "A1" | "A2" | "B1" | "B2" | "C1" | "C2";
                label: string;
                text: {
                    /** @enum {string} */
                    key: "skills-none" | "skills-met" | "skill-through" | "skill-level" | "skills-missing" | "languages-none" | "languages-met" | "language-missing" | "language-level" | "education-none" | "degree-none" | "degree-meets" | "degree-below" | "field-none" | "field-matches" | "field-related" | "field-other" | "experience-none" | "experience" | "experience-target" | "job-type-any" | "job-type-wished" | "job-type-other" | "work-mode-any" | "work-mode-wished" | "work-mode-other" | "place-remote" | "place-none" | "place-any" | "place-within" | "place-beyond" | "availability-any" | "availability-none" | "availability-whole" | "availability-share" | "exclude-job-type" | "exclude-availability" | "exclude-distance" | "exclude-skills" | "missing-skill" | "missing-skill-improve" | "missing-language" | "missing-language-improve" | "add-skill" | "add-skill-improve" | "add-language" | "add-language-improve";
                    values: {
                        [key: string]: number | string | {
                            names: string[];
                            more: number;
                        };
                    };
                };
                points: number;
            })[];
            excluded: {
                /** @enum {string} */
                code: "job-type" | "availability" | "distance" | "no-required-skills";
                message: string;
                text: {
                    /** @enum {string} */
                    key: "skills-none" | "skills-met" | "skill-through" | "skill-level" | "skills-missing" | "languages-none" | "languages-met" | "language-missing" | "language-level" | "education-none" | "degree-none" | "degree-meets" | "degree-below" | "field-none" | "field-matches" | "field-related" | "field-other" | "experience-none" | "experience" | "experience-target" | "job-type-any" | "job-type-wished" | "job-type-other" | "work-mode-any" | "work-mode-wished" | "work-mode-other" | "place-remote" | "place-none" | "place-any" | "place-within" | "place-beyond" | "availability-any" | "availability-none" | "availability-whole" | "availability-share" | "exclude-job-type" | "exclude-availability" | "exclude-distance" | "exclude-skills" | "missing-skill" | "missing-skill-improve" | "missing-language" | "missing-language-improve" | "add-skill" | "add-skill-improve" | "add-language" | "add-language-improve";
                    values: {
                        [key: string]: number | string | {
                            names: string[];
                            more: number;
                        };
                    };
                };
            }[] | null;
        };
        CandidateStudent: {
            id: string;
            name: string;
            avatar: string | null;
            university: string | null;
            city: string | null;
        };
        Candidate: {
            student: components["schemas"]["CandidateStudent"];
            cvId: string;
            match: components["schemas"]["MatchSummary"];
            application: {
                id: string;
                /** @enum {string} */
                status: "applied" | "reviewed" | "shortlisted" | "interview" | "offer" | "hired" | "rejected" | "withdrawn";
                overdue: boolean;
            } | null;
            invitation: {
                id: string;
                /** @enum {string} */
                status: "open" | "accepted" | "declined" | "ended";
            } | null;
            matched: {
                id: string;
                since: string;
            } | null;
        };
        CandidatesPage: {
            items: components["schemas"]["Candidate"][];
            total: number;
            totalCapped: boolean;
            nextCursor: string | null;
        };
        SimilarJobs: {
            items: components["schemas"]["JobListItem"][];
            forYou?: {
                cvId: string | null;
                jobs: {
                    [key: string]: {
                        /** @enum {string|null} */
                        mark: "invited" | "applied" | "matched" | "offer" | "hired" | "rejected" | "withdrawn" | null;
                        score: number | null;
                        saved: boolean;
                    };
                };
            };
        };
        JobApplicationCounts: {
            jobId: string;
            jobTitle: string;
            /** @enum {string} */
            jobStatus: "draft" | "published" | "closed";
            byStatus: {
                applied?: number;
                reviewed?: number;
                shortlisted?: number;
                interview?: number;
                offer?: number;
                hired?: number;
                rejected?: number;
                withdrawn?: number;
            };
            total: number;
            open: number;
            overdue: number;
            openInvitations: number;
        };
        ApplicationCounts: {
            jobs: components["schemas"]["JobApplicationCounts"][];
        };
        ApplicationListItem: {
            id: string;
            /** @enum {string} */
            status: "applied" | "reviewed" | "shortlisted" | "interview" | "offer" | "hired" | "rejected" | "withdrawn";
            note: string | null;
            job: {
                id: string;
                title: string;
                /** @enum {string} */
                status: "draft" | "published" | "closed";
                companyId: string;
                companyName: string;
                companyVerified: boolean;
                startDate: string | null;
                deadline: string | null;
                removed: boolean;
            };
            student: {
                id: string | null;
                name: string;
                avatarUrl: string | null;
                removed: boolean;
            };
            cv: {
                id: string;
                title: string;
            } | null;
            /** @enum {string|null} */
            reasonCode: "skills-mismatch" | "experience" | "position-filled" | "job-closed" | "availability" | "location" | "other" | null;
            reasonText: string | null;
            invitationId: string | null;
            matchId: string | null;
            offer: {
                /** @enum {string} */
                status: "open" | "accepted" | "declined" | "expired" | "withdrawn";
                startDate: string | null;
                pay: {
                    amount: number;
                    /** @enum {string} */
                    currency: "EUR" | "CHF" | "GBP" | "USD" | "SEK" | "NOK" | "DKK" | "PLN" | "CZK";
                    /** @enum {string} */
                    period: "month" | "year";
                } | null;
                answerBy: string;
                message: string | null;
                declineReason: string | null;
                createdAt: string;
                updatedAt: string;
                answeredAt: string | null;
            } | null;
            createdAt: string;
            updatedAt: string;
            overdue?: boolean;
            allowedMoves: ("applied" | "reviewed" | "shortlisted" | "interview" | "offer" | "hired" | "rejected" | "withdrawn")[];
        };
        ApplicationPage: {
            items: components["schemas"]["ApplicationListItem"][];
            total: number;
            nextCursor: string | null;
        };
        RejectOpenResult: {
            rejected: number;
            job: {
                id: string;
                /** @enum {string} */
                status: "draft" | "published" | "closed";
            };
        };
        InvitationPage: {
            items: components["schemas"]["Invitation"][];
            total: number;
            nextCursor: string | null;
        };
        MatchPage: {
            items: components["schemas"]["MatchListItem"][];
            total: number;
            nextCursor: string | null;
        };
        MatchContact: {
            student: {
                name: string;
                email: string;
                phone: string | null;
            };
            company: {
                name: string;
                email: string;
                website: string | null;
            };
        };
        Match: {
            id: string;
            /** @enum {string} */
            source: "shortlisted" | "invitation";
            job: {
                id: string;
                title: string;
                /** @enum {string} */
                status: "draft" | "published" | "closed";
                companyId: string;
                companyName: string;
                companyVerified: boolean;
                startDate: string | null;
                deadline: string | null;
                removed: boolean;
            };
            student: {
                id: string | null;
                name: string;
                avatarUrl: string | null;
                removed: boolean;
            };
            applicationId: string | null;
            startDate: string | null;
            createdAt: string;
            updatedAt: string;
            endedAt: string | null;
            contact: components["schemas"]["MatchContact"] | null;
        };
        Notification: {
            id: string;
            /** @enum {string} */
            kind: "application.created" | "application.status" | "application.withdrawn" | "invitation.created" | "invitation.accepted" | "invitation.declined" | "invitation.ended" | "offer.received" | "offer.answered" | "match.created" | "match.updated" | "rating.due" | "rating.revealed" | "rating.response" | "round.invited" | "round.opened" | "round.deadline" | "round.result" | "round.confirm" | "message.digest" | "interview.proposed" | "interview.scheduled" | "interview.other-times" | "interview.rescheduled" | "interview.cancelled" | "interview.reminder" | "saved-job.deadline" | "job-alert.digest" | "company.verification";
            title: string;
            body: string | null;
            target: {
                /** @enum {string} */
                type: "application" | "invitation" | "match" | "job" | "rating" | "rateable" | "round" | "job-alert" | "verification";
                id: string;
                jobId: string | null;
            } | null;
            path: string;
            createdAt: string;
            readAt: string | null;
        };
        NotificationPage: {
            items: components["schemas"]["Notification"][];
            total: number;
            nextCursor: string | null;
        };
        NotificationUnreadCount: {
            unread: number;
        };
        NotificationsReadAll: {
            marked: number;
        };
        SavedFilterList: {
            items: components["schemas"]["SavedFilter"][];
            total: number;
        };
        SavedJobPage: {
            items: components["schemas"]["SavedJob"][];
            total: number;
            nextCursor: string | null;
        };
        SavedJobMark: {
            jobId: string;
            savedAt: string;
        };
        JobAlert: {
            id: string;
            name: string;
            /** @enum {string} */
            frequency: "instant" | "daily" | "weekly" | "in-app";
            paused: boolean;
            search: {
                [key: string]: string;
            };
            placeLabel: string | null;
            pendingJobs: number;
            lastDigestAt: string | null;
            createdAt: string;
            updatedAt: string;
        };
        JobAlertList: {
            items: components["schemas"]["JobAlert"][];
            total: number;
            max: number;
        };
        RatingPage: {
            items: components["schemas"]["Rating"][];
            total: number;
            nextCursor: string | null;
        };
        RateableMatch: {
            matchId: string;
            /** @enum {string} */
            direction: "student-to-company" | "company-to-student";
            job: {
                id: string;
                title: string;
            };
            other: {
                id: string;
                name: string;
                pictureUrl: string | null;
            };
            startDate: string;
            theirRatingWaiting: boolean;
        };
        RateableMatches: {
            items: components["schemas"]["RateableMatch"][];
        };
        RoundSummary: {
            id: string;
            name: string;
            /** @enum {string} */
            status: "draft" | "ranking" | "confirming" | "closed";
            creatorCompanyName: string;
            rankingDeadline: string;
            confirmationDeadline: string;
            jobs: number;
            places: number;
            /** @enum {string|null} */
            membership: "invited" | "joined" | null;
            /** @enum {string|null} */
            todo: "rank" | "answer-place" | "answer-invitation" | null;
        };
        RoundList: {
            items: components["schemas"]["RoundSummary"][];
        };
        RoundMember: {
            companyId: string;
            companyName: string;
            /** @enum {string} */
            status: "invited" | "joined";
            creator: boolean;
        };
        RoundJob: {
            jobId: string;
            title: string;
            companyId: string;
            companyName: string;
            city: string | null;
            capacity: number;
            openings: number;
            rankable: number;
            ranked: number;
            rankedByStudents: number;
            filled: number;
            mine: boolean;
        };
        RoundPlace: {
            id: string;
            run: number;
            jobId: string;
            jobTitle: string;
            companyName: string;
            applicationId: string;
            studentId: string;
            studentName: string;
            studentChoice: number;
            jobRank: number;
            /** @enum {string} */
            status: "proposed" | "confirmed" | "declined" | "expired";
            /** @enum {string|null} */
            studentAnswer: "confirmed" | "declined" | null;
            /** @enum {string|null} */
            companyAnswer: "confirmed" | "declined" | null;
        };
        StudentRoundOutcome: {
            run: number;
            place: components["schemas"]["RoundPlace"] | null;
            reasons: {
                jobId: string;
                jobTitle: string;
                choice: number;
                /** @enum {string} */
                code: "not-ranked-by-job" | "no-places" | "filled-by-higher-ranked";
                capacity: number;
            }[];
        };
        StudentRoundPart: {
            rankable: {
                jobId: string;
                title: string;
                companyName: string;
                city: string | null;
                applicationId: string;
                position: number | null;
            }[];
            rankedAt: string | null;
            outcome: components["schemas"]["StudentRoundOutcome"] | null;
        };
        CompanyRoundPart: {
            /** @enum {string} */
            membership: "invited" | "joined";
            creator: boolean;
            places: components["schemas"]["RoundPlace"][];
            reasons: {
                applicationId: string;
                studentName: string;
                rank: number;
                /** @enum {string} */
                code: "did-not-rank-job" | "placed-at-preferred-job" | "no-places" | "capacity-filled-with-higher-ranked";
                jobId: string;
            }[];
        };
        Round: {
            id: string;
            name: string;
            /** @enum {string} */
            status: "draft" | "ranking" | "confirming" | "closed";
            creatorCompanyId: string;
            creatorCompanyName: string;
            rankingDeadline: string;
            confirmationDeadline: string;
            openedAt: string | null;
            closedAt: string | null;
            createdAt: string;
            members: components["schemas"]["RoundMember"][];
            jobs: components["schemas"]["RoundJob"][];
            runs: components["schemas"]["RoundRun"][];
            students: {
                eligible: number;
                ranked: number;
            };
            student: components["schemas"]["StudentRoundPart"] | null;
            company: components["schemas"]["CompanyRoundPart"] | null;
        };
        JobRanking: {
            jobId: string;
            rankedAt: string | null;
            applicants: {
                applicationId: string;
                studentId: string;
                studentName: string;
                status: string;
                score: number | null;
                position: number | null;
            }[];
        };
        ConversationSummary: {
            id: string;
            other: {
                /** @enum {string} */
                kind: "student" | "company";
                id: string | null;
                name: string;
                avatarUrl: string | null;
                deleted: boolean;
            };
            jobs: {
                id: string;
                title: string;
                reasons: ("application" | "invitation" | "match")[];
            }[];
            lastMessage: {
                preview: string;
                sentAt: string;
                fromMe: boolean;
            } | null;
            unread: number;
            closed: {
                /** @enum {string} */
                by: "me" | "other";
            } | null;
        };
        ConversationPage: {
            items: components["schemas"]["ConversationSummary"][];
            nextCursor: string | null;
        };
        ConversationDetail: {
            id: string;
            other: {
                /** @enum {string} */
                kind: "student" | "company";
                id: string | null;
                name: string;
                avatarUrl: string | null;
                deleted: boolean;
            };
            jobs: {
                id: string;
                title: string;
                reasons: ("application" | "invitation" | "match")[];
            }[];
            lastMessage: {
                preview: string;
                sentAt: string;
                fromMe: boolean;
            } | null;
            unread: number;
            closed: {
                /** @enum {string} */
                by: "me" | "other";
            } | null;
            canWrite: boolean;
            otherReadUpTo: string | null;
        };
        ConversationStarted: {
            conversation: components["schemas"]["ConversationDetail"];
            message: components["schemas"]["Message"];
        };
        ConversationUnreadCount: {
            conversations: number;
            messages: number;
        };
        MessagePage: {
            items: components["schemas"]["Message"][];
            before: string | null;
        };
        MessageReport: {
            id: string;
            /** @enum {string} */
            reason: "harassment" | "spam" | "scam" | "personal-data" | "other";
            details: string | null;
            createdAt: string;
            resolvedAt: string | null;
            reporterName: string;
            message: {
                id: string;
                body: string;
                sentAt: string;
                senderName: string;
            };
        };
        ModeratedMessageReport: {
            id: string;
            /** @enum {string} */
            reason: "harassment" | "spam" | "scam" | "personal-data" | "other";
            details: string | null;
            createdAt: string;
            resolvedAt: string | null;
            reporterName: string;
            message: {
                id: string;
                body: string;
                sentAt: string;
                senderName: string;
            };
            context: {
                id: string;
                body: string;
                sentAt: string;
                senderName: string;
                reported: boolean;
            }[];
        };
        ModeratedMessageReportList: {
            items: components["schemas"]["ModeratedMessageReport"][];
            total: number;
        };
        InterviewList: components["schemas"]["Interview"][];
        PlacementFigures: {
            from: string;
            to: string;
            /** @enum {string} */
            by: "none" | "fieldOfStudy" | "degree" | "jobType";
            minimumStudents: number;
            months: string[];
            groups: ({
                /** @enum {string} */
                kind: "fieldOfStudy";
                value: string;
            } | {
                /** @enum {string} */
                kind: "degree";
                /** @enum {string} */
                value: "secondary" | "bachelor" | "master" | "doctorate";
            } | {
                /** @enum {string} */
                kind: "jobType";
                /** @enum {string} */
                value: "internship" | "full-time" | "part-time" | "working-student";
            } | {
                /** @enum {string} */
                kind: "notStated";
            } | {
                /** @enum {string} */
                kind: "other";
            })[];
            cells: {
                month: string;
                group: number | null;
                /** @enum {string|null} */
                suppressed: "fewStudents" | "complementary" | null;
                applications: number | null;
                answered: number | null;
                offers: number | null;
                hires: number | null;
                medianDaysToFirstAnswer: number | null;
                students: number | null;
            }[];
        };
        Operator: {
            userId: string;
            email: string;
            name: string;
            permissions: ("moderation" | "companies" | "accounts" | "figures" | "operators")[];
            grantedAt: string;
            grantedBy: string | null;
            lastSignInAt: string | null;
        };
        OperatorList: {
            items: components["schemas"]["Operator"][];
        };
        OperatorGranted: {
            operator: components["schemas"]["Operator"];
            invited: boolean;
        };
        AuditEntry: {
            id: string;
            at: string;
            actorId: string | null;
            actorLabel: string;
            action: string;
            subjectType: string;
            subjectId: string | null;
            subjectLabel: string | null;
            reason: string | null;
        };
        AuditLogPage: {
            items: components["schemas"]["AuditEntry"][];
            nextCursor: string | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Healthy */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description The database is unreachable, or its disk is full and writes fail (with Retry-After) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    getHealthLive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process answers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Liveness"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getHealthReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready for traffic */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            /** @description Not ready (with Retry-After): starting, stopping, or the database does not answer */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
        };
    };
    getConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The browser's configuration */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientConfig"];
                };
            };
        };
    };
    getAuthResetPasswordLink: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether POST /api/auth/reset-password would take the token */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResetLinkStatus"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postAuthSignInEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The credentials */
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                    rememberMe?: boolean;
                };
            };
        };
        responses: {
            /** @description Signed in */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedIn"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The email or password is not right */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "forbidden-origin";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description Too many failed sign-ins (rate-limited) */
            429: {
                headers: {
                    /** @description Seconds until the limit's window lets the call through again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postAuthSignOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedOut"];
                };
            };
            /** @description Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "forbidden-origin";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description Too many requests from this address (rate-limited) */
            429: {
                headers: {
                    /** @description Seconds until the limit's window lets the call through again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getAuthGetSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentSession"];
                };
            };
            /** @description Too many requests from this address (rate-limited) */
            429: {
                headers: {
                    /** @description Seconds until the limit's window lets the call through again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postAuthRequestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The email */
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    redirectTo?: string;
                };
            };
        };
        responses: {
            /** @description Accepted, whether or not the account exists */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordResetRequested"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "forbidden-origin";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description Too many requests from this address (rate-limited) */
            429: {
                headers: {
                    /** @description Seconds until the limit's window lets the call through again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postAuthResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The token and the new password */
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Changed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordReset"];
                };
            };
            /** @description No token (token), an expired or used token, or a short, long or common password (newPassword) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "forbidden-origin";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description Too many requests from this address (rate-limited) */
            429: {
                headers: {
                    /** @description Seconds until the limit's window lets the call through again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postAuthSignInSocial: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The university and where to go afterwards */
        requestBody: {
            content: {
                "application/json": {
                    /** @description A provider's id, from GET /api/sign-in-providers */
                    provider: string;
                    /** @description Where the browser goes once signed in (default /) */
                    callbackURL?: string;
                    disableRedirect?: boolean;
                };
            };
        };
        responses: {
            /** @description The university's authorization URL */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UniversitySignInStarted"];
                };
            };
            /** @description Invalid input (provider, callbackURL) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "forbidden-origin";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description No university with this id is configured */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description Too many requests from this address (rate-limited) */
            429: {
                headers: {
                    /** @description Seconds until the limit's window lets the call through again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getAuthCallbackById: {
        parameters: {
            query?: {
                code?: string;
                state?: string;
                iss?: string;
                error?: string;
                error_description?: string;
            };
            header?: never;
            path: {
                /** @description The provider's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description To callbackURL signed in, or to the sign-in screen with ?error=<code> */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getPlaces: {
        parameters: {
            query: {
                q: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Suggestions (possibly none) and the data's attribution */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlaceSuggestions"];
                };
            };
            /** @description Empty or too long query, or a limit outside 1–20 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The configured hosted geocoder did not answer */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPlacesAround: {
        parameters: {
            query?: {
                south?: number | null;
                west?: number | null;
                north?: number | null;
                east?: number | null;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Places (possibly none) and the data's attribution */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlacesAround"];
                };
            };
            /** @description A box with a side out of range or upside down, or a limit outside 1–50 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSkills: {
        parameters: {
            query?: {
                q?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole vocabulary, or suggestions (possibly none) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SkillSuggestions"];
                };
            };
            /** @description A blank or too long query, or a limit outside 1–50 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getNotificationsUnsubscribe: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page with a button that turns this kind of mail off */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The token is missing or malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The link is not valid (forged, changed, or its account is gone) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postNotificationsUnsubscribe: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Mail of this kind is off */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unsubscribed"];
                    "text/html": string;
                };
            };
            /** @description The token is missing or malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "forbidden-origin";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The link is not valid (forged, changed, or its account is gone) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getJobAlertsUnsubscribe: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page with a button that pauses it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The token is missing or malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The link is not valid (forged, changed, or its alert is gone) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postJobAlertsUnsubscribe: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The alert is paused */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobAlertUnsubscribed"];
                    "text/html": string;
                };
            };
            /** @description The token is missing or malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "forbidden-origin";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The link is not valid (forged, changed, or its alert is gone) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                    "text/html": string;
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postSignUpStudent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The new account */
        requestBody: {
            content: {
                "application/json": {
                    address?: {
                        id: string;
                        label: string;
                        city: string;
                        region: string;
                        country: string;
                        countryCode: string;
                        lat: number;
                        lon: number;
                    } | null;
                    university?: string | null;
                    fieldOfStudy?: string | null;
                    /** @enum {string|null} */
                    degreeLevel?: "secondary" | "bachelor" | "master" | "doctorate" | null;
                    expectedGraduation?: string | null;
                    phone?: string | null;
                    bio?: string | null;
                    links?: {
                        linkedin?: "" | string | null;
                        github?: "" | string | null;
                        portfolio?: "" | string | null;
                    };
                    openToOffers?: boolean;
                    shareRatings?: boolean;
                    email: string;
                    password: string;
                    name: string;
                };
            };
        };
        responses: {
            /** @description Created; the session cookie is set. Beyond its address's hourly budget (10) the account must confirm its email (user.mustConfirmEmail; a link is mailed) before it may apply, invite or rate */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "forbidden-origin";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The email address is taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description More than 500 sign-ups from this address in the hour (rate-limited; Retry-After) */
            429: {
                headers: {
                    /** @description Seconds until the limit's window lets the call through again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postSignUpCompany: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The new account */
        requestBody: {
            content: {
                "application/json": {
                    address?: {
                        id: string;
                        label: string;
                        city: string;
                        region: string;
                        country: string;
                        countryCode: string;
                        lat: number;
                        lon: number;
                    } | null;
                    website?: "" | string | null;
                    industry?: string | null;
                    /** @enum {string|null} */
                    sizeBand?: "1-10" | "11-50" | "51-250" | "251-1000" | "1000+" | null;
                    description?: string | null;
                    email: string;
                    password: string;
                    name: string;
                };
            };
        };
        responses: {
            /** @description Created; the session cookie is set. Beyond its address's hourly budget (10) the account must confirm its email (user.mustConfirmEmail; a link is mailed) before it may apply, invite or rate */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "forbidden-origin";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The email address is taken */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description More than 500 sign-ups from this address in the hour (rate-limited; Retry-After) */
            429: {
                headers: {
                    /** @description Seconds until the limit's window lets the call through again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The signed-in user */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    deleteMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Confirm with the password (an account that has one) */
        requestBody: {
            content: {
                "application/json": {
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Deleted; the session is gone */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input, or a missing or wrong password (wrong-password, on password) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An account without a password whose sign-in is older than 10 minutes (recent-sign-in-required); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description Too many wrong passwords (rate-limited) */
            429: {
                headers: {
                    /** @description Seconds until the limit's window lets the call through again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postMeAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Role and account fields */
        requestBody: {
            content: {
                "application/json": {
                    address?: {
                        id: string;
                        label: string;
                        city: string;
                        region: string;
                        country: string;
                        countryCode: string;
                        lat: number;
                        lon: number;
                    } | null;
                    university?: string | null;
                    fieldOfStudy?: string | null;
                    /** @enum {string|null} */
                    degreeLevel?: "secondary" | "bachelor" | "master" | "doctorate" | null;
                    expectedGraduation?: string | null;
                    phone?: string | null;
                    bio?: string | null;
                    links?: {
                        linkedin?: "" | string | null;
                        github?: "" | string | null;
                        portfolio?: "" | string | null;
                    };
                    openToOffers?: boolean;
                    shareRatings?: boolean;
                    /** @enum {string} */
                    role: "student";
                    name: string;
                } | {
                    address?: {
                        id: string;
                        label: string;
                        city: string;
                        region: string;
                        country: string;
                        countryCode: string;
                        lat: number;
                        lon: number;
                    } | null;
                    website?: "" | string | null;
                    industry?: string | null;
                    /** @enum {string|null} */
                    sizeBand?: "1-10" | "11-50" | "51-250" | "251-1000" | "1000+" | null;
                    description?: string | null;
                    /** @enum {string} */
                    role: "company";
                    name: string;
                };
            };
        };
        responses: {
            /** @description The account was created */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Me"];
                };
            };
            /** @description Invalid input, with a message per field; role company for an account that signs in through a university */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "forbidden-origin";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The account exists already, or the user is an operator (who has neither role) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    patchMeAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The changed fields */
        requestBody: {
            content: {
                "application/json": {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description The updated account */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "forbidden-origin";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The user has no account yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getMeSignInMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sign-in methods */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInMethods"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getMeExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The data export, as an attachment (stint-data.json) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountExport"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getAdminAccounts: {
        parameters: {
            query?: {
                q?: string;
                after?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of accounts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminAccountPage"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an operator, or one without the accounts permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postAdminAccountsByUserIdSuspension: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's id */
                userId: string;
            };
            cookie?: never;
        };
        /** @description Why */
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Suspended */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an operator, or one without the accounts permission; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's own account, or the account is (not) suspended already */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    deleteAdminAccountsByUserIdSuspension: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's id */
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Resumed */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an operator, or one without the accounts permission; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such account */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The operator's own account, or the account is (not) suspended already */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getMeEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pending change, or null */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailChangeStatus"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postMeEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The new address and the current password (if the account has one) */
        requestBody: {
            content: {
                "application/json": {
                    newEmail: string;
                    currentPassword?: string;
                };
            };
        };
        responses: {
            /** @description The link was mailed; the change waits for it */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PendingEmailChange"];
                };
            };
            /** @description Invalid input, the current address again, or a wrong current password (wrong-password) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An account without a password whose sign-in is older than 10 minutes (recent-sign-in-required); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Another account uses the new address */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description Too many wrong passwords or requests (rate-limited) */
            429: {
                headers: {
                    /** @description Seconds until the limit's window lets the call through again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The confirmation mail could not be sent (mail-unavailable; nothing was stored), or the database is unavailable (database-unavailable); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteMeEmailChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Nothing is waiting any more */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "forbidden-origin";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postEmailChangeConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The token from the link */
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Changed; sign in with this address from now on */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailChangeConfirmed"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "forbidden-origin";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description No such link: mistyped or replaced by a newer request (email-change-link-unknown) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The link was used already (email-change-link-used), or the address was taken meanwhile (conflict) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The link has expired (email-change-link-expired) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postMeEmailConfirmation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link was mailed */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailConfirmationSent"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "forbidden-origin";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The email is confirmed already */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many mails asked for (rate-limited) */
            429: {
                headers: {
                    /** @description Seconds until the limit's window lets the call through again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The mail could not be sent (mail-unavailable), or the database is unavailable */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postEmailConfirmationConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The token from the link */
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Confirmed */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailConfirmed"];
                };
            };
            /** @description Invalid input */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "forbidden-origin";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description No such link: mistyped, used already or replaced (email-confirmation-link-unknown) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The link has expired (email-confirmation-link-expired) */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getMeLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The choice */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountLanguage"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    putMeLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The choice */
        requestBody: {
            content: {
                "application/json": components["schemas"]["AccountLanguage"];
            };
        };
        responses: {
            /** @description Stored */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountLanguage"];
                };
            };
            /** @description Invalid input, or a language not offered here */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "forbidden-origin";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postMePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The current and the new password */
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Changed; how many other sessions were signed out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordChanged"];
                };
            };
            /** @description A wrong current password (wrong-password, on currentPassword) or a short, long or common newPassword */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "forbidden-origin";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description Too many wrong current passwords (rate-limited) */
            429: {
                headers: {
                    /** @description Seconds until the limit's window lets the call through again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getMeSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The live sessions */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignedInSessionList"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    deleteMeSessionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The session's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "forbidden-origin";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description No such session of the signed-in user */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postMeSessionsSignOutOthers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many sessions were signed out */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionsSignedOut"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "forbidden-origin";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getJobs: {
        parameters: {
            query?: {
                q?: string;
                /** @description Repeat the parameter or separate with commas: internship, full-time, part-time, working-student. */
                type?: ("internship" | "full-time" | "part-time" | "working-student")[];
                /** @description Repeat the parameter or separate with commas: on-site, hybrid, remote. */
                workMode?: ("on-site" | "hybrid" | "remote")[];
                near?: string;
                radiusKm?: number;
                /** @description Repeat the parameter or separate with commas: skill ids from /api/skills. */
                skills?: string[];
                minPay?: number | null;
                currency?: "EUR" | "CHF" | "GBP" | "USD" | "SEK" | "NOK" | "DKK" | "PLN" | "CZK";
                startFrom?: string;
                companyId?: string;
                mine?: string;
                /** @description Repeat the parameter or separate with commas: draft, published, closed. */
                status?: ("draft" | "published" | "closed")[];
                sort?: "relevance" | "newest" | "distance" | "match";
                page?: number;
                pageSize?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of results and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobSearchResult"];
                };
            };
            /** @description Invalid input, with a message per field; sort=match by a user who is not a student or has no CV */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description mine=true by a user who is not a company */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postJobs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The job */
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** @enum {string} */
                    type: "internship" | "full-time" | "part-time" | "working-student";
                    /** @enum {string} */
                    workMode: "on-site" | "hybrid" | "remote";
                    /** @default  */
                    description?: string;
                    /** @default null */
                    location?: {
                        id: string;
                        label: string;
                        city: string;
                        region: string;
                        country: string;
                        countryCode: string;
                        lat: number;
                        lon: number;
                    } | null;
                    /** @default [] */
                    requiredSkills?: {
                        skillId: string;
                        level: number;
                    }[];
                    /** @default [] */
                    niceToHaveSkills?: {
                        skillId: string;
                        level: number;
                    }[];
                    /** @default [] */
                    languages?: {
                        /** @enum {string} */
                        language: "en" | "de" | "fr" | "es" | "it" | "nl" | "pt" | "pl" | "sv" | "da" | "no" | "fi" | "cs" | "sk" | "hu" | "ro" | "bg" | "el" | "hr" | "sr" | "sl" | "bs" | "mk" | "sq" | "et" | "lv" | "lt" | "is" | "ga" | "cy" | "mt" | "lb" | "rm" | "ca" | "eu" | "gl" | "uk" | "ru" | "be" | "tr" | "ar" | "he" | "fa" | "ku" | "hi" | "ur" | "bn" | "pa" | "ta" | "zh" | "ja" | "ko" | "vi" | "th" | "id" | "ms" | "tl" | "sw" | "am" | "af";
                        /** @enum {string} */
                        level: "A1" | "A2" | "B1" | "B2" | "C1" | "C2";
                    }[];
                    /**
                     * @default null
                     * @enum {string|null}
                     */
                    minDegree?: "secondary" | "bachelor" | "master" | "doctorate" | null;
                    /** @default [] */
                    fieldsOfStudy?: string[];
                    /** @default null */
                    startDate?: string | null;
                    /** @default null */
                    durationMonths?: number | null;
                    /** @default null */
                    pay?: {
                        min: number;
                        max: number;
                        /** @enum {string} */
                        currency: "EUR" | "CHF" | "GBP" | "USD" | "SEK" | "NOK" | "DKK" | "PLN" | "CZK";
                        /** @enum {string} */
                        period: "month" | "year";
                    } | null;
                    /** @default 1 */
                    positions?: number;
                    /** @default null */
                    deadline?: string | null;
                    publish?: boolean;
                };
            };
        };
        responses: {
            /** @description The created job */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            /** @description Invalid input, or publish: true for a job that is not complete (the fields say what is missing) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not as a company; or an unconfirmed email (email-unconfirmed), or a company not verified yet where UNVERIFIED_COMPANIES=drafts (company-unverified); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getJobsMineSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Counts and to-dos */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobsSummary"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not as a company */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getJobsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such job, or not visible to you (a draft of another company) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    deleteJobsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not as a company; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such job, or not visible to you (a draft of another company) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The job has applications: close it instead */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    patchJobsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        /** @description The changed fields */
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    description?: string;
                    /** @enum {string} */
                    type?: "internship" | "full-time" | "part-time" | "working-student";
                    /** @enum {string} */
                    workMode?: "on-site" | "hybrid" | "remote";
                    location?: {
                        id: string;
                        label: string;
                        city: string;
                        region: string;
                        country: string;
                        countryCode: string;
                        lat: number;
                        lon: number;
                    } | null;
                    requiredSkills?: {
                        skillId: string;
                        level: number;
                    }[];
                    niceToHaveSkills?: {
                        skillId: string;
                        level: number;
                    }[];
                    languages?: {
                        /** @enum {string} */
                        language: "en" | "de" | "fr" | "es" | "it" | "nl" | "pt" | "pl" | "sv" | "da" | "no" | "fi" | "cs" | "sk" | "hu" | "ro" | "bg" | "el" | "hr" | "sr" | "sl" | "bs" | "mk" | "sq" | "et" | "lv" | "lt" | "is" | "ga" | "cy" | "mt" | "lb" | "rm" | "ca" | "eu" | "gl" | "uk" | "ru" | "be" | "tr" | "ar" | "he" | "fa" | "ku" | "hi" | "ur" | "bn" | "pa" | "ta" | "zh" | "ja" | "ko" | "vi" | "th" | "id" | "ms" | "tl" | "sw" | "am" | "af";
                        /** @enum {string} */
                        level: "A1" | "A2" | "B1" | "B2" | "C1" | "C2";
                    }[];
                    /** @enum {string|null} */
                    minDegree?: "secondary" | "bachelor" | "master" | "doctorate" | null;
                    fieldsOfStudy?: string[];
                    startDate?: string | null;
                    durationMonths?: number | null;
                    pay?: {
                        min: number;
                        max: number;
                        /** @enum {string} */
                        currency: "EUR" | "CHF" | "GBP" | "USD" | "SEK" | "NOK" | "DKK" | "PLN" | "CZK";
                        /** @enum {string} */
                        period: "month" | "year";
                    } | null;
                    positions?: number;
                    deadline?: string | null;
                };
            };
        };
        responses: {
            /** @description The updated job */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            /** @description Invalid input, or a change that would leave a published job incomplete */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not as a company; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such job, or not visible to you (a draft of another company) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postJobsByIdPublish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job in its new state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            /** @description The job is not complete enough to be published */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not as a company; or an unconfirmed email (email-unconfirmed), or a company not verified yet where UNVERIFIED_COMPANIES=drafts (company-unverified); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such job, or not visible to you (a draft of another company) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The job is not in a state that allows this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postJobsByIdClose: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job in its new state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not as a company; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such job, or not visible to you (a draft of another company) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The job is not in a state that allows this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postJobsByIdReopen: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job in its new state */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Job"];
                };
            };
            /** @description The job is not complete enough to be published */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not as a company; or an unconfirmed email (email-unconfirmed), or a company not verified yet where UNVERIFIED_COMPANIES=drafts (company-unverified); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such job, or not visible to you (a draft of another company) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The job is not in a state that allows this */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getCompanies: {
        parameters: {
            query: {
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The companies */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanySearchResult"];
                };
            };
            /** @description q missing or too short */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getCompaniesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The company's id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The company page */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Company"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such company */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getAdminCompanies: {
        parameters: {
            query?: {
                status?: "waiting" | "verified" | "refused" | "all";
                q?: string;
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCompanyPage"];
                };
            };
            /** @description Invalid query, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an operator, or one without the companies permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postAdminCompaniesByIdVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The company's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        /** @description The decision, and the reason for a refusal */
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    decision: "verify" | "refuse" | "revoke";
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description Where the company stands now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompanyVerification"];
                };
            };
            /** @description Invalid input, with a message per field (a refusal without a reason) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an operator, or one without the companies permission; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such company */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not possible from the company's present state (the message says why) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getMeVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Where the company stands */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnVerification"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a company */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postMeVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Where the company stands now: waiting */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnVerification"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a company; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not refused (verification-not-refused), or the profile has not changed since the refusal (verification-profile-unchanged) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getFiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The files */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyFiles"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postFiles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @enum {string} */
                    purpose: "cv" | "avatar" | "logo";
                    /** Format: binary */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Stored */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["File"];
                };
            };
            /** @description Not a multipart form with purpose and file, or an empty file */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in (unauthenticated) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This account may not upload files for this purpose (unauthorized); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Larger than the purpose allows (file-too-large), or over the quota (quota-exceeded) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Content of a type the purpose does not accept (unsupported-type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getFilesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The file's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Location: the signed link */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such file, or not one you may see (object-not-found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    deleteFilesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The file's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "forbidden-origin";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description No such file, or not one you may see (object-not-found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The file storage cannot remove it now (storage-unavailable; the file is kept whole) or the database is unavailable (database-unavailable): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getFilesByIdContent: {
        parameters: {
            query?: {
                expires?: string;
                name?: "neutral";
                signature?: string;
            };
            header?: never;
            path: {
                /** @description The file's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file: PDFs as attachments, pictures inline */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/*": string;
                };
            };
            /** @description Expired or altered link (invalid-url) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such file, or not one you may see (object-not-found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postCvsImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    file: string;
                };
                "application/json": {
                    /** Format: uuid */
                    fileId: string;
                };
            };
        };
        responses: {
            /** @description The draft read from the PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CvImportDraft"];
                };
            };
            /** @description No file, another field, or a fileId that is not an id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not as a student; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such CV file of the student's (object-not-found) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Larger than a CV PDF may be (file-too-large), or a JSON body larger than the API takes (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "file-too-large" | "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description Not a PDF (unsupported-type), told from the content; or a body neither a form nor JSON (unsupported-media-type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @enum {string} */
                            code: "unsupported-type" | "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description A PDF without text to read, a scan (pdf_no_text), or one that cannot be read at all or within the limits (pdf_unreadable) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getCvs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CVs, as list cards */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CvList"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not as a student */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postCvs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The CV; only the title is required */
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    /** @default  */
                    summary?: string;
                    /** @default [] */
                    education?: {
                        school: string;
                        /** @enum {string} */
                        degreeLevel: "secondary" | "bachelor" | "master" | "doctorate";
                        field: string;
                        start: string;
                        end: string | null;
                        grade: string;
                    }[];
                    /** @default [] */
                    experience?: {
                        title: string;
                        organisation: string;
                        start: string;
                        end: string | null;
                        description: string;
                    }[];
                    /** @default [] */
                    skills?: {
                        skillId: string;
                        level: number;
                    }[];
                    /** @default [] */
                    languages?: {
                        /** @enum {string} */
                        language: "en" | "de" | "fr" | "es" | "it" | "nl" | "pt" | "pl" | "sv" | "da" | "no" | "fi" | "cs" | "sk" | "hu" | "ro" | "bg" | "el" | "hr" | "sr" | "sl" | "bs" | "mk" | "sq" | "et" | "lv" | "lt" | "is" | "ga" | "cy" | "mt" | "lb" | "rm" | "ca" | "eu" | "gl" | "uk" | "ru" | "be" | "tr" | "ar" | "he" | "fa" | "ku" | "hi" | "ur" | "bn" | "pa" | "ta" | "zh" | "ja" | "ko" | "vi" | "th" | "id" | "ms" | "tl" | "sw" | "am" | "af";
                        /** @enum {string} */
                        level: "A1" | "A2" | "B1" | "B2" | "C1" | "C2";
                    }[];
                    /** @default [] */
                    desiredTypes?: ("internship" | "full-time" | "part-time" | "working-student")[];
                    /** @default [] */
                    desiredWorkModes?: ("on-site" | "hybrid" | "remote")[];
                    /** @default [] */
                    preferredPlaces?: {
                        id: string;
                        label: string;
                        city: string;
                        region: string;
                        country: string;
                        countryCode: string;
                        lat: number;
                        lon: number;
                    }[];
                    /** @default 50 */
                    radiusKm?: number;
                    /** @default false */
                    willingToRelocate?: boolean;
                    /** @default null */
                    availableFrom?: string | null;
                    /** @default null */
                    availableTo?: string | null;
                    /**
                     * Format: uuid
                     * @default null
                     */
                    fileId?: string | null;
                    /** @default false */
                    isPrimary?: boolean;
                };
            };
        };
        responses: {
            /** @description The created CV */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cv"];
                };
            };
            /** @description Invalid input, or a fileId that is not a CV PDF the student uploaded */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not as a student; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The student has the most CVs allowed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getCvsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The CV's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cv"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such CV, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    deleteCvsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The CV's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "forbidden-origin";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description No such CV, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    patchCvsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The CV's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        /** @description The changed fields */
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    summary?: string;
                    education?: {
                        school: string;
                        /** @enum {string} */
                        degreeLevel: "secondary" | "bachelor" | "master" | "doctorate";
                        field: string;
                        start: string;
                        end: string | null;
                        grade: string;
                    }[];
                    experience?: {
                        title: string;
                        organisation: string;
                        start: string;
                        end: string | null;
                        description: string;
                    }[];
                    skills?: {
                        skillId: string;
                        level: number;
                    }[];
                    languages?: {
                        /** @enum {string} */
                        language: "en" | "de" | "fr" | "es" | "it" | "nl" | "pt" | "pl" | "sv" | "da" | "no" | "fi" | "cs" | "sk" | "hu" | "ro" | "bg" | "el" | "hr" | "sr" | "sl" | "bs" | "mk" | "sq" | "et" | "lv" | "lt" | "is" | "ga" | "cy" | "mt" | "lb" | "rm" | "ca" | "eu" | "gl" | "uk" | "ru" | "be" | "tr" | "ar" | "he" | "fa" | "ku" | "hi" | "ur" | "bn" | "pa" | "ta" | "zh" | "ja" | "ko" | "vi" | "th" | "id" | "ms" | "tl" | "sw" | "am" | "af";
                        /** @enum {string} */
                        level: "A1" | "A2" | "B1" | "B2" | "C1" | "C2";
                    }[];
                    desiredTypes?: ("internship" | "full-time" | "part-time" | "working-student")[];
                    desiredWorkModes?: ("on-site" | "hybrid" | "remote")[];
                    preferredPlaces?: {
                        id: string;
                        label: string;
                        city: string;
                        region: string;
                        country: string;
                        countryCode: string;
                        lat: number;
                        lon: number;
                    }[];
                    radiusKm?: number;
                    willingToRelocate?: boolean;
                    availableFrom?: string | null;
                    availableTo?: string | null;
                    /** Format: uuid */
                    fileId?: string | null;
                    isPrimary?: boolean;
                };
            };
        };
        responses: {
            /** @description The updated CV */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cv"];
                };
            };
            /** @description Invalid input, with a message per field (nested fields as paths like education.0.end) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "forbidden-origin";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description No such CV, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getMatchingJobs: {
        parameters: {
            query?: {
                q?: string;
                /** @description Repeat the parameter or separate with commas: internship, full-time, part-time, working-student. */
                type?: ("internship" | "full-time" | "part-time" | "working-student")[];
                /** @description Repeat the parameter or separate with commas: on-site, hybrid, remote. */
                workMode?: ("on-site" | "hybrid" | "remote")[];
                near?: string;
                radiusKm?: number;
                cvId?: string;
                minScore?: number | null;
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of ranked jobs; excluded pairs and jobs the student applied to are left out, open invitations marked */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchedJobsPage"];
                };
            };
            /** @description Invalid parameters, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not as a student */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such CV of yours, or no CV yet */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getMatchingScore: {
        parameters: {
            query: {
                cvId: string;
                jobId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The explanation (the same for the student and the company) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchExplanation"];
                };
            };
            /** @description Invalid parameters, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The CV or the job does not exist or is not visible to you */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getMatchingCandidates: {
        parameters: {
            query: {
                jobId: string;
                scope?: "invitable" | "applicants" | "all";
                /** @description Repeat the parameter or separate with commas: applied, reviewed, shortlisted, interview, offer, hired, rejected, withdrawn, invited, declined. */
                status?: ("applied" | "reviewed" | "shortlisted" | "interview" | "offer" | "hired" | "rejected" | "withdrawn" | "invited" | "declined")[];
                q?: string;
                /** @description Repeat the parameter or separate with commas: skill ids from /api/skills. */
                skills?: string[];
                /** @description Repeat the parameter or separate with commas: ISO 639-1 codes, e.g. en, de. */
                languages?: string[];
                degree?: "secondary" | "bachelor" | "master" | "doctorate";
                university?: string;
                graduationFrom?: string;
                graduationTo?: string;
                distanceKm?: number;
                overdue?: "true" | "false";
                minScore?: number | null;
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of ranked students, each with their application or invitation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CandidatesPage"];
                };
            };
            /** @description Invalid parameters, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not as a company */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such job of yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getJobsByIdSimilar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The similar jobs, most alike first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SimilarJobs"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such job, or not visible to you (a draft of another company) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getApplicationsCounts: {
        parameters: {
            query?: {
                jobId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts per job */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationCounts"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a company */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description jobId names a job that is not the company's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getApplications: {
        parameters: {
            query?: {
                jobId?: string;
                /** @description Repeat the parameter or separate with commas: applied, reviewed, shortlisted, interview, offer, hired, rejected, withdrawn. */
                status?: ("applied" | "reviewed" | "shortlisted" | "interview" | "offer" | "hired" | "rejected" | "withdrawn")[];
                overdue?: "true" | "false";
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApplicationPage"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not with the role this needs (or without an account) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description jobId names a job that is not the company's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postApplications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The job, the CV and an optional note (at most 2,000 characters) */
        requestBody: {
            content: {
                "application/json": {
                    jobId: string;
                    cvId?: string;
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description The application with its history */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Application"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a student; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such published job, or the CV is not the student's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already applied, the job is closed or its deadline passed, or the student has no CV */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postApplicationsRejectOpen: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The job, the reason code and optional text */
        requestBody: {
            content: {
                "application/json": {
                    jobId: string;
                    /** @enum {string} */
                    reasonCode: "skills-mismatch" | "experience" | "position-filled" | "job-closed" | "availability" | "location" | "other";
                    reasonText?: string | null;
                    /** @default false */
                    closeJob?: boolean;
                };
            };
        };
        responses: {
            /** @description How many were rejected, and the job's status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RejectOpenResult"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a company; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such job of the company */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getApplicationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The application's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The application */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Application"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not with the role this needs (or without an account) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such application, job or CV, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postApplicationsByIdStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The application's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        /** @description The new status (and reason) */
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "reviewed" | "shortlisted" | "interview" | "offer" | "hired" | "rejected";
                    /** @enum {string} */
                    reasonCode?: "skills-mismatch" | "experience" | "position-filled" | "job-closed" | "availability" | "location" | "other";
                    reasonText?: string | null;
                    offer?: {
                        startDate: string;
                        pay: {
                            amount: number;
                            /** @enum {string} */
                            currency: "EUR" | "CHF" | "GBP" | "USD" | "SEK" | "NOK" | "DKK" | "PLN" | "CZK";
                            /** @enum {string} */
                            period: "month" | "year";
                        };
                        answerBy: string;
                        message: string;
                    };
                };
            };
        };
        responses: {
            /** @description The application in its new status */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Application"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a company; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such application, job or CV, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a forward move from the present status, a final status, or changed meanwhile */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postApplicationsByIdWithdraw: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The application's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        /** @description An optional reason */
        requestBody?: {
            content: {
                "application/json": {
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description The withdrawn application */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Application"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a student; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such application, job or CV, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The application is no longer open */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getInvitations: {
        parameters: {
            query?: {
                jobId?: string;
                /** @description Repeat the parameter or separate with commas: open, accepted, declined, ended. */
                status?: ("open" | "accepted" | "declined" | "ended")[];
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page, newest first, and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationPage"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not with the role this needs (or without an account); or, inviting, a company not verified yet where UNVERIFIED_COMPANIES=drafts (company-unverified) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description jobId names a job that is not the company's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postInvitations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The job, the student and a message */
        requestBody: {
            content: {
                "application/json": {
                    jobId: string;
                    studentId: string;
                    message: string;
                };
            };
        };
        responses: {
            /** @description The invitation */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a company; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such job of the company, or no such student visible to it */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The job is not published or its deadline passed; the student is not open to offers, has applied already or has an open invitation to the job */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getInvitationsSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether the student is open to offers */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationSettings"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a student */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    patchInvitationsSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The setting */
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationSettings"];
            };
        };
        responses: {
            /** @description The setting */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InvitationSettings"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a student; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getInvitationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invitation's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not with the role this needs (or without an account); or, inviting, a company not verified yet where UNVERIFIED_COMPANIES=drafts (company-unverified) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such invitation, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postInvitationsByIdAccept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invitation's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        /** @description An optional CV and note */
        requestBody?: {
            content: {
                "application/json": {
                    cvId?: string;
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description The application the invitation became */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Application"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a student; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such invitation of the student, or the CV is not theirs */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already answered, the job no longer takes applications, already applied, or no CV */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postInvitationsByIdDecline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invitation's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        /** @description An optional reason */
        requestBody?: {
            content: {
                "application/json": {
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description The declined invitation */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a student; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such invitation, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Already answered */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postApplicationsByIdOfferAccept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The application's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The application, its offer accepted */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Application"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a student; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such application, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description offer-not-open: the application has no open offer (answered, expired, withdrawn, or its answer-by day passed) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postApplicationsByIdOfferDecline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The application's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        /** @description An optional reason (at most 1,000 characters) */
        requestBody?: {
            content: {
                "application/json": {
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description The application, withdrawn, its offer declined */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Application"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a student; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such application, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description offer-not-open: the application has no open offer (answered, expired, withdrawn, or its answer-by day passed) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    putApplicationsByIdOffer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The application's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        /** @description The offer's new terms */
        requestBody: {
            content: {
                "application/json": {
                    startDate: string;
                    pay: {
                        amount: number;
                        /** @enum {string} */
                        currency: "EUR" | "CHF" | "GBP" | "USD" | "SEK" | "NOK" | "DKK" | "PLN" | "CZK";
                        /** @enum {string} */
                        period: "month" | "year";
                    };
                    answerBy: string;
                    message: string;
                };
            };
        };
        responses: {
            /** @description The application with the revised offer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Application"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a company; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such application, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description offer-not-open: the application has no open offer (answered, expired, withdrawn, or its answer-by day passed) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getMatches: {
        parameters: {
            query?: {
                jobId?: string;
                active?: "true" | "false";
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MatchPage"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description jobId names a job that is not the company's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getMatchesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The match's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The match */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such match, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    patchMatchesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The match's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        /** @description The start date, or null */
        requestBody: {
            content: {
                "application/json": {
                    startDate: string | null;
                };
            };
        };
        responses: {
            /** @description The match */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Match"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The student of the match (only the company sets the date); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such match, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The match has ended */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getNotifications: {
        parameters: {
            query?: {
                unread?: "true" | "false";
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPage"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getNotificationsUnreadCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The number of unread notifications */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationUnreadCount"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postNotificationsReadAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many were marked read */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationsReadAll"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "forbidden-origin";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getNotificationsSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The mail setting of every kind */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettings"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    patchNotificationsSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The kinds that change */
        requestBody: {
            content: {
                "application/json": {
                    mail: {
                        "application.created"?: boolean;
                        "application.status"?: boolean;
                        "application.withdrawn"?: boolean;
                        "invitation.created"?: boolean;
                        "invitation.accepted"?: boolean;
                        "invitation.declined"?: boolean;
                        "invitation.ended"?: boolean;
                        "offer.received"?: boolean;
                        "offer.answered"?: boolean;
                        "match.created"?: boolean;
                        "match.updated"?: boolean;
                        "rating.due"?: boolean;
                        "rating.revealed"?: boolean;
                        "rating.response"?: boolean;
                        "round.invited"?: boolean;
                        "round.opened"?: boolean;
                        "round.deadline"?: boolean;
                        "round.result"?: boolean;
                        "round.confirm"?: boolean;
                        "message.digest"?: boolean;
                        "interview.proposed"?: boolean;
                        "interview.scheduled"?: boolean;
                        "interview.other-times"?: boolean;
                        "interview.rescheduled"?: boolean;
                        "interview.cancelled"?: boolean;
                        "interview.reminder"?: boolean;
                        "saved-job.deadline"?: boolean;
                        "job-alert.digest"?: boolean;
                        "company.verification"?: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description The mail setting of every kind */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettings"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "forbidden-origin";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postNotificationsByIdRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The notification's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notification */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "forbidden-origin";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description No such notification, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getLive: {
        parameters: {
            query?: {
                /** @description Resume after this event (a first connect; reconnects send Last-Event-ID instead) */
                after?: string;
            };
            header?: {
                /** @description The id of the last event received; one that is not a seq is ignored */
                "last-event-id"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream of events, open until the client or the server ends it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description `after` is not an event id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This account has 10 streams open already (rate-limited) */
            429: {
                headers: {
                    /** @description Seconds until the limit's window lets the call through again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getSavedFilters: {
        parameters: {
            query?: {
                jobId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The filters and how many */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedFilterList"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a company */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description jobId names no job of the company */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postSavedFilters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The name (at most 80 characters), the job and the filter */
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    jobId?: string | null;
                    filter: {
                        /** @description Repeat the parameter or separate with commas: skill ids from /api/skills. */
                        skills?: string[];
                        /** @description Repeat the parameter or separate with commas: ISO 639-1 codes, e.g. en, de. */
                        languages?: string[];
                        /** @enum {string} */
                        degree?: "secondary" | "bachelor" | "master" | "doctorate";
                        university?: string;
                        graduationFrom?: string;
                        graduationTo?: string;
                        distanceKm?: number;
                        /** @default 0 */
                        minScore?: number | null;
                        /** @description Repeat the parameter or separate with commas: applied, reviewed, shortlisted, interview, offer, hired, rejected, withdrawn, invited, declined. */
                        status?: ("applied" | "reviewed" | "shortlisted" | "interview" | "offer" | "hired" | "rejected" | "withdrawn" | "invited" | "declined")[];
                        /** @enum {string} */
                        scope?: "invitable" | "applicants" | "all";
                    };
                };
            };
        };
        responses: {
            /** @description The saved filter */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedFilter"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a company; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description jobId names no job of the company */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The company has a saved filter with this name already (names are compared ignoring case) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    deleteSavedFiltersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The saved filter's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a company; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such saved filter or job of the company */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    patchSavedFiltersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The saved filter's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        /** @description Only the fields that change */
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    jobId?: string | null;
                    filter?: {
                        /** @description Repeat the parameter or separate with commas: skill ids from /api/skills. */
                        skills?: string[];
                        /** @description Repeat the parameter or separate with commas: ISO 639-1 codes, e.g. en, de. */
                        languages?: string[];
                        /** @enum {string} */
                        degree?: "secondary" | "bachelor" | "master" | "doctorate";
                        university?: string;
                        graduationFrom?: string;
                        graduationTo?: string;
                        distanceKm?: number;
                        /** @default 0 */
                        minScore?: number | null;
                        /** @description Repeat the parameter or separate with commas: applied, reviewed, shortlisted, interview, offer, hired, rejected, withdrawn, invited, declined. */
                        status?: ("applied" | "reviewed" | "shortlisted" | "interview" | "offer" | "hired" | "rejected" | "withdrawn" | "invited" | "declined")[];
                        /** @enum {string} */
                        scope?: "invitable" | "applicants" | "all";
                    };
                };
            };
        };
        responses: {
            /** @description The saved filter */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedFilter"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a company; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such saved filter or job of the company */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The company has a saved filter with this name already (names are compared ignoring case) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getSavedJobs: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of saved jobs, the total and the next page's cursor */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedJobPage"];
                };
            };
            /** @description Invalid parameters, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not as a student */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    putSavedJobsByJobId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job's id (a uuid) */
                jobId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job is saved, since the first save */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedJobMark"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not as a student; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such job, or not visible to you (a draft) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    deleteSavedJobsByJobId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job's id (a uuid) */
                jobId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job is not saved */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in, but not as a student; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getJobAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The alerts, how many, and how many a student may keep */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobAlertList"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a student */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postJobAlerts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The name, how often, the search and the place's name */
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    frequency: "instant" | "daily" | "weekly" | "in-app";
                    search: {
                        q?: string;
                        /** @description Repeat the parameter or separate with commas: internship, full-time, part-time, working-student. */
                        type?: ("internship" | "full-time" | "part-time" | "working-student")[];
                        /** @description Repeat the parameter or separate with commas: on-site, hybrid, remote. */
                        workMode?: ("on-site" | "hybrid" | "remote")[];
                        near?: string;
                        /** @default 50 */
                        radiusKm?: number;
                        /** @description Repeat the parameter or separate with commas: skill ids from /api/skills. */
                        skills?: string[];
                        minPay?: number | null;
                        /** @enum {string} */
                        currency?: "EUR" | "CHF" | "GBP" | "USD" | "SEK" | "NOK" | "DKK" | "PLN" | "CZK";
                        startFrom?: string;
                        companyId?: string;
                        /** @enum {string} */
                        sort?: "relevance" | "newest" | "distance" | "match";
                    };
                    placeLabel?: string | null;
                };
            };
        };
        responses: {
            /** @description The alert */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobAlert"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a student; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The student has the most alerts a student may keep (job-alert-limit) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    deleteJobAlertsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job alert's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a student; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such job alert of the student */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    patchJobAlertsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job alert's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        /** @description Only the fields that change */
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** @enum {string} */
                    frequency?: "instant" | "daily" | "weekly" | "in-app";
                    paused?: boolean;
                };
            };
        };
        responses: {
            /** @description The alert */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobAlert"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not a student; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such job alert of the student */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getRatings: {
        parameters: {
            query?: {
                tab?: "given" | "received";
                companyId?: string;
                studentId?: string;
                q?: string;
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatingPage"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account, or not allowed to do this to a rating you can read */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description studentId names a student whose ratings the viewer may not read */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postRatings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The match and the rating */
        requestBody: {
            content: {
                "application/json": {
                    matchId: string;
                    overall: number;
                    categories: {
                        mentoring?: number;
                        learning?: number;
                        environment?: number;
                        organisation?: number;
                        pay?: number;
                        skills?: number;
                        reliability?: number;
                        communication?: number;
                        initiative?: number;
                    };
                    title: string;
                    text: string;
                    wouldRecommend: boolean;
                    /** @default false */
                    signed?: boolean;
                };
            };
        };
        responses: {
            /** @description The rating */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rating"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account, or not allowed to do this to a rating you can read; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such match of the viewer */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description match-not-started (no start date, or still to come), match-ended-before-start, or already-rated (one per side) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getRatingsRateable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matches, latest start first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateableMatches"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account, or not allowed to do this to a rating you can read */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getRatingsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The rating's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rating as the viewer sees it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rating"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account, or not allowed to do this to a rating you can read */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such rating, or not one you can read (another's, before its reveal) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    deleteRatingsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The rating's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not its author; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such rating, or not one you can read (another's, before its reveal) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rating-frozen: revealed, so no longer deleted */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    patchRatingsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The rating's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        /** @description Only the changed fields */
        requestBody: {
            content: {
                "application/json": {
                    overall?: number;
                    categories?: {
                        mentoring?: number;
                        learning?: number;
                        environment?: number;
                        organisation?: number;
                        pay?: number;
                        skills?: number;
                        reliability?: number;
                        communication?: number;
                        initiative?: number;
                    };
                    title?: string;
                    text?: string;
                    wouldRecommend?: boolean;
                    signed?: boolean;
                };
            };
        };
        responses: {
            /** @description The rating as the viewer sees it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rating"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not its author; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such rating, or not one you can read (another's, before its reveal) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rating-frozen: revealed, so no longer changed */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    putRatingsByIdResponse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The rating's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        /** @description The response */
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description The rating as the viewer sees it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rating"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not the company the rating is about; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such rating, or not one you can read (another's, before its reveal) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description rating-hidden: an operator hid the rating */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    deleteRatingsByIdResponse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The rating's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not the company the rating is about (its author included); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such rating the viewer can read, or it has no response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postRatingsByIdReports: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The rating's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        /** @description The reason and optional details */
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    reason: "offensive" | "personal-data" | "false" | "spam" | "conflict" | "other";
                    details?: string | null;
                };
            };
        };
        responses: {
            /** @description The rating as the viewer sees it */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rating"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The viewer's own rating; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such rating, or not one you can read (another's, before its reveal) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description already-reported */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getRounds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rounds */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoundList"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account, the wrong role, or not the round's creator (or not yet a member) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postRounds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The name and both deadlines (the confirmation deadline after the ranking one) */
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** Format: date-time */
                    rankingDeadline: string;
                    /** Format: date-time */
                    confirmationDeadline: string;
                };
            };
        };
        responses: {
            /** @description The round as the viewer sees it */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Round"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account, the wrong role, or not the round's creator (or not yet a member); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getRoundsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The round's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The round as the viewer sees it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Round"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account, the wrong role, or not the round's creator (or not yet a member) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such round, or not one the viewer takes part in */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    deleteRoundsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The round's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account, the wrong role, or not the round's creator (or not yet a member); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such round, or not one the viewer takes part in */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description round-wrong-state (the round is not in the state this needs), round-deadline-passed, round-without-jobs, job-in-other-round, job-not-published, place-answered or round-nothing-to-run */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    patchRoundsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The round's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        /** @description The change */
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    /** Format: date-time */
                    rankingDeadline?: string;
                    /** Format: date-time */
                    confirmationDeadline?: string;
                };
            };
        };
        responses: {
            /** @description The round as the viewer sees it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Round"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account, the wrong role, or not the round's creator (or not yet a member); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such round, or not one the viewer takes part in */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description round-wrong-state (the round is not in the state this needs), round-deadline-passed, round-without-jobs, job-in-other-round, job-not-published, place-answered or round-nothing-to-run */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postRoundsByIdOpen: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The round's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The round as the viewer sees it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Round"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account, the wrong role, or not the round's creator (or not yet a member); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such round, or not one the viewer takes part in */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description round-wrong-state (the round is not in the state this needs), round-deadline-passed, round-without-jobs, job-in-other-round, job-not-published, place-answered or round-nothing-to-run */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postRoundsByIdRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The round's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The round as the viewer sees it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Round"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account, the wrong role, or not the round's creator (or not yet a member); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such round, or not one the viewer takes part in */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description round-wrong-state (the round is not in the state this needs), round-deadline-passed, round-without-jobs, job-in-other-round, job-not-published, place-answered or round-nothing-to-run */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postRoundsByIdClose: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The round's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The round as the viewer sees it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Round"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account, the wrong role, or not the round's creator (or not yet a member); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such round, or not one the viewer takes part in */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description round-wrong-state (the round is not in the state this needs), round-deadline-passed, round-without-jobs, job-in-other-round, job-not-published, place-answered or round-nothing-to-run */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postRoundsByIdMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The round's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        /** @description The change */
        requestBody: {
            content: {
                "application/json": {
                    companyId: string;
                };
            };
        };
        responses: {
            /** @description The round as the viewer sees it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Round"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account, the wrong role, or not the round's creator (or not yet a member); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such round, or not one the viewer takes part in */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description round-wrong-state (the round is not in the state this needs), round-deadline-passed, round-without-jobs, job-in-other-round, job-not-published, place-answered or round-nothing-to-run */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    deleteRoundsByIdMembersByCompanyId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The round's id (a uuid) */
                id: string;
                /** @description A member company's id */
                companyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The round as the viewer sees it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Round"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account, the wrong role, or not the round's creator (or not yet a member); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such round, or not one the viewer takes part in */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description round-wrong-state (the round is not in the state this needs), round-deadline-passed, round-without-jobs, job-in-other-round, job-not-published, place-answered or round-nothing-to-run */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    putRoundsByIdMembership: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The round's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        /** @description join: true or false */
        requestBody: {
            content: {
                "application/json": {
                    join: boolean;
                };
            };
        };
        responses: {
            /** @description The round as the viewer sees it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Round"];
                };
            };
            /** @description Declined: the round is gone from the company's list */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account, the wrong role, or not the round's creator (or not yet a member); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such round, or not one the viewer takes part in */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description round-wrong-state (the round is not in the state this needs), round-deadline-passed, round-without-jobs, job-in-other-round, job-not-published, place-answered or round-nothing-to-run */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postRoundsByIdJobs: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The round's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        /** @description The change */
        requestBody: {
            content: {
                "application/json": {
                    jobId: string;
                    capacity?: number;
                };
            };
        };
        responses: {
            /** @description The round as the viewer sees it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Round"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account, the wrong role, or not the round's creator (or not yet a member); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such round, or not one the viewer takes part in */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description round-wrong-state (the round is not in the state this needs), round-deadline-passed, round-without-jobs, job-in-other-round, job-not-published, place-answered or round-nothing-to-run */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    deleteRoundsByIdJobsByJobId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The round's id (a uuid) */
                id: string;
                /** @description A job of the round (a uuid) */
                jobId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The round as the viewer sees it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Round"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account, the wrong role, or not the round's creator (or not yet a member); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such round, or not one the viewer takes part in */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description round-wrong-state (the round is not in the state this needs), round-deadline-passed, round-without-jobs, job-in-other-round, job-not-published, place-answered or round-nothing-to-run */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    patchRoundsByIdJobsByJobId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The round's id (a uuid) */
                id: string;
                /** @description A job of the round (a uuid) */
                jobId: string;
            };
            cookie?: never;
        };
        /** @description The change */
        requestBody: {
            content: {
                "application/json": {
                    capacity: number;
                };
            };
        };
        responses: {
            /** @description The round as the viewer sees it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Round"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account, the wrong role, or not the round's creator (or not yet a member); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such round, or not one the viewer takes part in */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description round-wrong-state (the round is not in the state this needs), round-deadline-passed, round-without-jobs, job-in-other-round, job-not-published, place-answered or round-nothing-to-run */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getRoundsByIdJobsByJobIdRanking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The round's id (a uuid) */
                id: string;
                /** @description A job of the round (a uuid) */
                jobId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The applicants, ranked ones first */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobRanking"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account, the wrong role, or not the round's creator (or not yet a member) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such round, or not one the viewer takes part in */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description round-wrong-state (the round is not in the state this needs), round-deadline-passed, round-without-jobs, job-in-other-round, job-not-published, place-answered or round-nothing-to-run */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    putRoundsByIdJobsByJobIdRanking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The round's id (a uuid) */
                id: string;
                /** @description A job of the round (a uuid) */
                jobId: string;
            };
            cookie?: never;
        };
        /** @description Application ids, best first; the rest unacceptable */
        requestBody: {
            content: {
                "application/json": {
                    applicationIds: string[];
                };
            };
        };
        responses: {
            /** @description The saved ranking */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobRanking"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account, the wrong role, or not the round's creator (or not yet a member); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such round, or not one the viewer takes part in */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description round-wrong-state (the round is not in the state this needs), round-deadline-passed, round-without-jobs, job-in-other-round, job-not-published, place-answered or round-nothing-to-run */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    putRoundsByIdRanking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The round's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        /** @description Job ids, best first; the jobs left out are not wanted */
        requestBody: {
            content: {
                "application/json": {
                    jobIds: string[];
                };
            };
        };
        responses: {
            /** @description The round as the viewer sees it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Round"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account, the wrong role, or not the round's creator (or not yet a member); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such round, or not one the viewer takes part in */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description round-wrong-state (the round is not in the state this needs), round-deadline-passed, round-without-jobs, job-in-other-round, job-not-published, place-answered or round-nothing-to-run */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postRoundsByIdPlacesByPlaceIdAnswer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The round's id (a uuid) */
                id: string;
                /** @description A proposed place's id (a uuid) */
                placeId: string;
            };
            cookie?: never;
        };
        /** @description The change */
        requestBody: {
            content: {
                "application/json": {
                    confirm: boolean;
                };
            };
        };
        responses: {
            /** @description The round as the viewer sees it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Round"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account, the wrong role, or not the round's creator (or not yet a member); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such round, or not one the viewer takes part in */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description round-wrong-state (the round is not in the state this needs), round-deadline-passed, round-without-jobs, job-in-other-round, job-not-published, place-answered or round-nothing-to-run */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getConversations: {
        parameters: {
            query?: {
                q?: string;
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page; nextCursor for the next */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationPage"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postConversations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Whom to write to, and the first message */
        requestBody: {
            content: {
                "application/json": {
                    studentId?: string;
                    companyId?: string;
                    jobId?: string;
                    body: string;
                    fileIds?: string[];
                };
            };
        };
        responses: {
            /** @description The conversation and the message */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationStarted"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account, or conversation-not-allowed; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such student (as the company may see) or company */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description conversation-blocked (either side blocked the other) or conversation-other-deleted */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getConversationsUnreadCount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationUnreadCount"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getConversationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The conversation's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation as the viewer sees it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationDetail"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such conversation of the viewer's (another user's conversation is not found either) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getConversationsByIdMessages: {
        parameters: {
            query?: {
                before?: string;
                limit?: number;
            };
            header?: never;
            path: {
                /** @description The conversation's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page; `before` names the message to ask the older page before */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessagePage"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such conversation of the viewer's, or `before` is not one of its messages */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postConversationsByIdMessages: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The conversation's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        /** @description The message */
        requestBody: {
            content: {
                "application/json": {
                    body: string;
                    fileIds?: string[];
                };
            };
        };
        responses: {
            /** @description The message */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such conversation of the viewer's (another user's conversation is not found either) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description conversation-blocked (either side blocked the other) or conversation-other-deleted */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postConversationsByIdRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The conversation's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        /** @description The last message read */
        requestBody: {
            content: {
                "application/json": {
                    upTo: string;
                };
            };
        };
        responses: {
            /** @description Marked */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such conversation of the viewer's, or upTo is not one of its messages */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postConversationsByIdBlock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The conversation's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation as the viewer sees it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationDetail"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such conversation of the viewer's (another user's conversation is not found either) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    deleteConversationsByIdBlock: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The conversation's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation as the viewer sees it */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationDetail"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such conversation of the viewer's (another user's conversation is not found either) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description conversation-blocked (either side blocked the other) or conversation-other-deleted */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postMessagesByIdReports: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The message's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        /** @description The reason and details */
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    reason: "harassment" | "spam" | "scam" | "personal-data" | "other";
                    details?: string | null;
                };
            };
        };
        responses: {
            /** @description The report */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageReport"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account, or the viewer's own message; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such message in a conversation of the viewer's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description message-already-reported */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getAdminModerationRatings: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page and the total */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatingPage"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an operator, or one without the moderation permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getAdminModerationRatingsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The rating's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rating with its open reports and its words */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rating"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an operator, or one without the moderation permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such rating, or not revealed yet (only its author reads it then) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postAdminModerationRatingsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The rating's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        /** @description keep, or hide with a reason */
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    action: "keep" | "hide";
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description The rating as decided */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Rating"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an operator, or one without the moderation permission; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such rating, or not revealed yet (only its author reads it then) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getAdminModerationMessages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The open reports and how many are open */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModeratedMessageReportList"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an operator, or one without the moderation permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postAdminModerationMessagesByIdDismiss: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The report's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        /** @description An optional note for the audit log */
        requestBody: {
            content: {
                "application/json": {
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description The report, decided */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModeratedMessageReport"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an operator, or one without the moderation permission; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such report */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description message-report-decided: decided already */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getApplicationsByIdInterviews: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The application's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The interviews */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InterviewList"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account, or the other side's action (a student proposing, a company picking) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such application of the viewer's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postApplicationsByIdInterviews: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The application's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        /** @description The times, zone, place and note */
        requestBody: {
            content: {
                "application/json": {
                    slots: {
                        /** Format: date-time */
                        startsAt: string;
                        durationMinutes: number;
                    }[];
                    timeZone: string;
                    location: {
                        /** @enum {string} */
                        kind: "onsite";
                        address: string;
                    } | {
                        /** @enum {string} */
                        kind: "video";
                        url: string;
                    };
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description The proposed interview */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Interview"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account, or the other side's action (a student proposing, a company picking); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such application of the viewer's */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The application is not at shortlisted or interview */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getInterviews: {
        parameters: {
            query?: {
                upcoming?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The interviews */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InterviewList"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account, or the other side's action (a student proposing, a company picking) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postInterviewsByIdPick: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The interview's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        /** @description The chosen slot */
        requestBody: {
            content: {
                "application/json": {
                    slotId: string;
                };
            };
        };
        responses: {
            /** @description The interview as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Interview"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account, or the other side's action (a student proposing, a company picking); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such interview, or not one of the viewer's (the job's company and the student only) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The interview was cancelled, is already scheduled, or its application is no longer open */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postInterviewsByIdOtherTimes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The interview's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        /** @description When the student could */
        requestBody: {
            content: {
                "application/json": {
                    message: string;
                };
            };
        };
        responses: {
            /** @description The interview as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Interview"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account, or the other side's action (a student proposing, a company picking); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such interview, or not one of the viewer's (the job's company and the student only) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The interview was cancelled, is already scheduled, or its application is no longer open */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postInterviewsByIdReschedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The interview's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        /** @description The reason and the new times */
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                    slots: {
                        /** Format: date-time */
                        startsAt: string;
                        durationMinutes: number;
                    }[];
                    timeZone?: string;
                };
            };
        };
        responses: {
            /** @description The interview as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Interview"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account, or the other side's action (a student proposing, a company picking); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such interview, or not one of the viewer's (the job's company and the student only) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The interview was cancelled, is already scheduled, or its application is no longer open */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postInterviewsByIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The interview's id (a uuid) */
                id: string;
            };
            cookie?: never;
        };
        /** @description The reason */
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description The interview as it is now */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Interview"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Signed in without an account, or the other side's action (a student proposing, a company picking); or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such interview, or not one of the viewer's (the job's company and the student only) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The interview was cancelled, is already scheduled, or its application is no longer open */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getCalendarByFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description `<token>.ics` */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The RFC 5545 calendar */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/calendar": string;
                };
            };
            /** @description No such feed (a wrong, replaced or revoked address) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The feed's state; url is null */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarFeed"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    postCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new address */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarFeed"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "forbidden-origin";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    deleteCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked (or there was none) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Refused: forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "forbidden-origin";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getAdminFigures: {
        parameters: {
            query?: {
                /** @description First month, YYYY-MM (default: eleven months before `to`) */
                from?: string;
                /** @description Last month, YYYY-MM, included (default: this month) */
                to?: string;
                /** @description The breakdown of each month */
                by?: "none" | "fieldOfStudy" | "degree" | "jobType";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The months, the groups and one cell per month and group */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlacementFigures"];
                };
            };
            /** @description Invalid parameters (a month not YYYY-MM, a range backwards or over 36 months), per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an operator, or one without the figures permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getAdminFiguresCsv: {
        parameters: {
            query?: {
                /** @description First month, YYYY-MM (default: eleven months before `to`) */
                from?: string;
                /** @description Last month, YYYY-MM, included (default: this month) */
                to?: string;
                /** @description The breakdown of each month */
                by?: "none" | "fieldOfStudy" | "degree" | "jobType";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file, as an attachment */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Invalid parameters (a month not YYYY-MM, a range backwards or over 36 months), per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an operator, or one without the figures permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getAdminOperators: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The operators, by email */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorList"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an operator, or one without the operators permission */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    putAdminOperators: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The address and its permissions */
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    permissions: ("moderation" | "companies" | "accounts" | "figures" | "operators")[];
                };
            };
        };
        responses: {
            /** @description The operator as now, and whether they were invited */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorGranted"];
                };
            };
            /** @description Invalid input, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an operator, or one without the operators permission; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A student's or company's address, or the last holder of the operators permission */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body is larger than 256 KB (too-large) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "too-large";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The body was not sent as JSON (unsupported-media-type): send Content-Type: application/json */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "unsupported-media-type";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    deleteAdminOperatorsByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The operator's user id */
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user is no operator any more (audited) */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an operator, or one without the operators permission; or forbidden-origin: a state-changing call sent an Origin (or Referer) the app does not trust, or a session cookie without any (security.ts); a client with a bearer token and no cookie sends none */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No operator has this user id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The last holder of the operators permission */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
    getAdminAuditLog: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
                action?: string;
                subject?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of lines and the next page's cursor */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditLogPage"];
                };
            };
            /** @description Invalid parameters, with a message per field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an operator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The database is briefly unavailable (down, restarting, failing over, out of connections or too slow): try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again (5) */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: {
                            /** @constant */
                            code: "database-unavailable";
                            message: string;
                            fields?: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
        };
    };
}
