// Writes data of every kind the 1.0.0 API offers through its HTTP API, as people would, and returns a ledger:
// who signed up (with their passwords and sessions), every record's read path, every uploaded file's bytes.
// The same ledger is read back before and after the upgrade (read-back.mjs).
import { ApiClient } from "./http-client.mjs";
import {
  cvBody,
  dayFromNow,
  hoursFromNow,
  jobBody,
  JPEG_BYTES,
  PASSWORD,
  PNG_BYTES,
  pdfBytes,
  RATING_TEXT,
} from "./fixtures.mjs";

const COMPANY_CATEGORIES = ["mentoring", "learning", "environment", "organisation", "pay"];
const STUDENT_CATEGORIES = ["skills", "reliability", "communication", "initiative"];

/**
 * @param {string} baseUrl the previous release's server
 * @returns the ledger: `accounts` (label → { client, email, password, role, id }), `reads` (label → path, per
 *   reader), `files` ([{ label, reader, id, sha256 of the bytes sent }]), `ids` (what a later step needs)
 */
export async function writeData(baseUrl) {
  const stamp = Date.now().toString(36);
  const accounts = {};
  const signUp = async (label, role, fields) => {
    const client = new ApiClient(baseUrl, label);
    const email = `${label}.${stamp}@upgrade.example`;
    const me = await client.must("POST", `/api/sign-up/${role}`, { email, password: PASSWORD, ...fields });
    accounts[label] = { client, email, password: PASSWORD, role, id: me.user.id };
    return accounts[label];
  };
  const files = [];
  const uploaded = async (owner, label, { purpose, name, bytes, type }, readers = [owner]) => {
    const file = await accounts[owner].client.upload({ purpose, name, bytes, type });
    for (const reader of readers) files.push({ label, reader, id: file.id, bytes });
    return file.id;
  };

  // Accounts of both roles, with their profiles, pictures and a CV file.
  const acme = await signUp("acme", "company", { name: "Acme Robotics", website: "https://acme.example" });
  const beta = await signUp("beta", "company", { name: "Beta Labs", website: "https://beta.example" });
  const ada = await signUp("ada", "student", { name: "Ada Student", openToOffers: true, phone: "+41 44 123 45 67" });
  const ben = await signUp("ben", "student", { name: "Ben Student", openToOffers: true });
  const cleo = await signUp("cleo", "student", { name: "Cleo Student", openToOffers: true });

  const logo = await uploaded("acme", "acme logo", {
    purpose: "logo",
    name: "logo.png",
    bytes: PNG_BYTES,
    type: "image/png",
  });
  await acme.client.must("PATCH", "/api/me/account", {
    description: "We build robots that sort parcels.",
    logoFileId: logo,
  });
  const avatar = await uploaded("ada", "ada avatar", {
    purpose: "avatar",
    name: "me.jpg",
    bytes: JPEG_BYTES,
    type: "image/jpeg",
  });
  await ada.client.must("PATCH", "/api/me/account", {
    bio: "Robotics student who likes field work.",
    university: "ETH Zürich",
    links: { github: "https://github.com/ada-upgrade", linkedin: "" },
    avatarFileId: avatar,
  });
  const cvFile = await uploaded(
    "ada",
    "ada cv pdf",
    { purpose: "cv", name: "ada-cv.pdf", bytes: pdfBytes("ada cv"), type: "application/pdf" },
    ["ada", "acme"],
  );
  const cvs = {};
  cvs.ada = (await ada.client.must("POST", "/api/cvs", cvBody({ fileId: cvFile }))).id;
  cvs.ben = (await ben.client.must("POST", "/api/cvs", cvBody({ title: "Ben's CV" }))).id;
  cvs.cleo = (await cleo.client.must("POST", "/api/cvs", cvBody({ title: "Cleo's CV", summary: "Data science." }))).id;
  cvs.adaSecond = (await ada.client.must("POST", "/api/cvs", cvBody({ title: "Ada, short version" }))).id;

  // Jobs: published, a draft, another company's.
  const jobs = {};
  jobs.robotics = (await acme.client.must("POST", "/api/jobs", jobBody({ title: "Robotics intern" }))).id;
  jobs.platform = (
    await acme.client.must("POST", "/api/jobs", jobBody({ title: "Platform intern", workMode: "remote" }))
  ).id;
  jobs.draft = (await acme.client.must("POST", "/api/jobs", jobBody({ title: "Draft job", publish: false }))).id;
  jobs.lab = (await beta.client.must("POST", "/api/jobs", jobBody({ title: "Lab intern", positions: 1 }))).id;

  // Applications through their stages: hired through an offer, rejected, interview, withdrawn, open.
  const apply = (who, jobId, cvId) =>
    accounts[who].client.must("POST", "/api/applications", { jobId, cvId, note: `Hello from ${who}` });
  const move = (owner, id, body) => accounts[owner].client.must("POST", `/api/applications/${id}/status`, body, 200);
  const applications = {};
  applications.adaRobotics = (await apply("ada", jobs.robotics, cvs.ada)).id;
  await move("acme", applications.adaRobotics, { status: "reviewed" });
  const shortlisted = await move("acme", applications.adaRobotics, { status: "shortlisted" });
  const matchId = shortlisted.matchId;
  await move("acme", applications.adaRobotics, {
    status: "offer",
    offer: {
      startDate: dayFromNow(30),
      pay: { amount: 2500, currency: "CHF", period: "month" },
      answerBy: dayFromNow(7),
      message: "Join us.",
    },
  });
  await ada.client.must("POST", `/api/applications/${applications.adaRobotics}/offer/accept`, undefined, 200);
  await move("acme", applications.adaRobotics, { status: "hired" });
  applications.benRobotics = (await apply("ben", jobs.robotics, cvs.ben)).id;
  await move("acme", applications.benRobotics, {
    status: "rejected",
    reasonCode: "skills-mismatch",
    reasonText: "Not this time.",
  });
  applications.cleoPlatform = (await apply("cleo", jobs.platform, cvs.cleo)).id;
  await move("acme", applications.cleoPlatform, { status: "shortlisted" });
  applications.benLab = (await apply("ben", jobs.lab, cvs.ben)).id;
  await ben.client.must("POST", `/api/applications/${applications.benLab}/withdraw`, undefined, 200);
  applications.adaLab = (await apply("ada", jobs.lab, cvs.adaSecond)).id;

  // Invitations: one accepted, one open.
  const invitations = {};
  invitations.cleoLab = (
    await beta.client.must("POST", "/api/invitations", {
      jobId: jobs.lab,
      studentId: cleo.id,
      message: "Come and see the lab.",
    })
  ).id;
  await cleo.client.must("POST", `/api/invitations/${invitations.cleoLab}/accept`);
  invitations.benPlatform = (
    await acme.client.must("POST", "/api/invitations", {
      jobId: jobs.platform,
      studentId: ben.id,
      message: "We liked your CV.",
    })
  ).id;

  // The match started a week ago, so both sides rate each other.
  await acme.client.must("PATCH", `/api/matches/${matchId}`, { startDate: dayFromNow(-7) });
  const rating = (direction, categories) => ({
    matchId,
    overall: 4,
    categories: Object.fromEntries(categories.map((key) => [key, 4])),
    title: direction,
    text: RATING_TEXT,
    wouldRecommend: true,
  });
  const ratings = {};
  ratings.byAda = (
    await ada.client.must("POST", "/api/ratings", rating("A good first placement", COMPANY_CATEGORIES))
  ).id;
  ratings.byAcme = (await acme.client.must("POST", "/api/ratings", rating("A reliable intern", STUDENT_CATEGORIES))).id;
  // Both rated, so both are revealed: the company answers Ada's.
  await acme.client.must("PUT", `/api/ratings/${ratings.byAda}/response`, { text: "Thank you, come back any time." });

  // A saved candidate filter, settings, a read notification.
  await acme.client.must("POST", "/api/saved-filters", { name: "Robotics students", filter: {} });
  await ada.client.must("PATCH", "/api/notifications/settings", { mail: { "match.updated": false } });
  const notifications = await ada.client.must("GET", "/api/notifications");
  const firstNotification = notifications.items?.[0]?.id;
  if (firstNotification) await ada.client.must("POST", `/api/notifications/${firstNotification}/read`, undefined, 200);

  // A conversation with a reply that carries an attachment.
  const started = await acme.client.must("POST", "/api/conversations", {
    studentId: ada.id,
    body: "Welcome aboard, Ada!",
  });
  const conversationId = started.conversation.id;
  const attachment = await uploaded(
    "ada",
    "ada message attachment",
    { purpose: "cv", name: "portfolio.pdf", bytes: pdfBytes("ada portfolio"), type: "application/pdf" },
    ["ada", "acme"],
  );
  await ada.client.must("POST", `/api/conversations/${conversationId}/messages`, {
    body: "Thank you! My portfolio.",
    fileIds: [attachment],
  });

  // An interview proposed and picked, and the student's calendar feed.
  const interview = await acme.client.must("POST", `/api/applications/${applications.cleoPlatform}/interviews`, {
    slots: [
      { startsAt: hoursFromNow(72), durationMinutes: 45 },
      { startsAt: hoursFromNow(96), durationMinutes: 60 },
    ],
    timeZone: "Europe/Zurich",
    location: { kind: "video", url: "https://meet.example/stint-upgrade" },
    note: "You will meet our lead engineer.",
  });
  await cleo.client.must("POST", `/api/interviews/${interview.id}/pick`, { slotId: interview.slots[0].id }, 200);
  const feed = await cleo.client.must("POST", "/api/calendar-feed", undefined, 200);

  // A placement round with two member companies.
  const roundId = (
    await acme.client.must("POST", "/api/rounds", {
      name: "Summer programme 2027",
      rankingDeadline: hoursFromNow(72),
      confirmationDeadline: hoursFromNow(240),
    })
  ).id;
  await acme.client.must("POST", `/api/rounds/${roundId}/members`, { companyId: beta.id }, 200);
  await beta.client.must("PUT", `/api/rounds/${roundId}/membership`, { join: true }, 200);
  await acme.client.must("POST", `/api/rounds/${roundId}/jobs`, { jobId: jobs.platform }, 200);
  await beta.client.must("POST", `/api/rounds/${roundId}/jobs`, { jobId: jobs.lab }, 200);

  const reads = {
    acme: {
      ...accountReads(),
      "jobs summary": "/api/jobs/mine/summary",
      ...Object.fromEntries(Object.entries(jobs).map(([name, id]) => [`job ${name}`, `/api/jobs/${id}`])),
      ...Object.fromEntries(
        ["adaRobotics", "benRobotics", "cleoPlatform"].map((name) => [
          `application ${name}`,
          `/api/applications/${applications[name]}`,
        ]),
      ),
      "application counts": "/api/applications/counts",
      "saved filters": "/api/saved-filters",
      "ratings given": "/api/ratings?tab=given",
      "rating by acme": `/api/ratings/${ratings.byAcme}`,
      "rating by ada, with acme's response": `/api/ratings/${ratings.byAda}`,
      round: `/api/rounds/${roundId}`,
      rounds: "/api/rounds",
      conversation: `/api/conversations/${conversationId}`,
      messages: `/api/conversations/${conversationId}/messages`,
      "ada's cv (shared by applying)": `/api/cvs/${cvs.ada}`,
      match: `/api/matches/${matchId}`,
    },
    beta: {
      ...accountReads(),
      round: `/api/rounds/${roundId}`,
      "application adaLab": `/api/applications/${applications.adaLab}`,
      "application benLab (withdrawn)": `/api/applications/${applications.benLab}`,
      "job lab": `/api/jobs/${jobs.lab}`,
    },
    ada: {
      ...accountReads(),
      cvs: "/api/cvs",
      cv: `/api/cvs/${cvs.ada}`,
      "second cv": `/api/cvs/${cvs.adaSecond}`,
      "application robotics": `/api/applications/${applications.adaRobotics}`,
      "rating by ada": `/api/ratings/${ratings.byAda}`,
      "ratings given": "/api/ratings?tab=given",
      messages: `/api/conversations/${conversationId}/messages`,
    },
    ben: {
      ...accountReads(),
      cvs: "/api/cvs",
      invitation: `/api/invitations/${invitations.benPlatform}`,
      "job robotics": `/api/jobs/${jobs.robotics}`,
      "company acme": `/api/companies/${acme.id}`,
      "acme's revealed ratings": `/api/ratings?companyId=${acme.id}`,
    },
    cleo: {
      ...accountReads(),
      cvs: "/api/cvs",
      "calendar feed": "/api/calendar-feed",
      invitation: `/api/invitations/${invitations.cleoLab}`,
    },
  };
  return {
    accounts,
    reads,
    files,
    calendarFeedUrl: feed?.url ?? null,
    ids: { jobs, cvs, applications, invitations, matchId, ratings, roundId, conversationId, interviewId: interview.id },
  };
}

/** What every account reads of its own: profile, export (every record of the account), lists. */
function accountReads() {
  return {
    me: "/api/me",
    export: "/api/me/export",
    applications: "/api/applications",
    invitations: "/api/invitations",
    matches: "/api/matches",
    notifications: "/api/notifications",
    "notification settings": "/api/notifications/settings",
    conversations: "/api/conversations",
    interviews: "/api/interviews",
  };
}
