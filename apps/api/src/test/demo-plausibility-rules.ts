// What a reader of the demo takes for granted, written down independently of the generators: a title names a
// field and often a tool, and a company of an industry hires for some fields only.

/** A job title's field of work, by the words in it; the first that matches. */
export const TITLE_FIELDS: readonly (readonly [field: string, words: RegExp])[] = [
  ["design", /Designer|UX Researcher/],
  ["data", /\bData\b|Machine Learning|\bAI\b|Analytics Engineer|Business Intelligence/],
  ["software", /Developer|Software|DevOps|Site Reliability|QA Engineer|Cloud Engineer|Security Engineer|Platform/],
  [
    "engineering",
    /Mechanical|Electrical|Robotics|Embedded|Process Engineer|Quality Engineer|Hardware|Automation Engineer/,
  ],
  ["marketing", /Marketing|SEO|Social Media|Brand|Communications|Content/],
  ["finance", /Financial|Accountant|Controller|Risk Analyst|Investment|Audit|Treasury/],
  ["business", /Business Analyst|Consultant|Project Manager|Product Manager|Operations|Strategy|Supply Chain/],
  ["people", /\bHR\b|Recruiter|Sales|Account Manager|Customer Success|Office Manager/],
];

/** The fields a company of each demo industry hires for. */
export const INDUSTRY_FIELDS: Readonly<Record<string, readonly string[]>> = {
  Software: ["software", "data", "design", "business", "people"],
  "Financial services": ["finance", "data", "software", "business"],
  "Health technology": ["software", "data", "design", "business"],
  "Renewable energy": ["engineering", "data", "software", "business"],
  Logistics: ["business", "data", "software", "engineering"],
  Consulting: ["business", "data", "finance"],
  Manufacturing: ["engineering", "business"],
  "Design agency": ["design", "marketing", "software"],
  Retail: ["marketing", "business", "data", "people"],
  "Data and AI": ["data", "software", "business"],
  Robotics: ["engineering", "software", "data"],
};

/**
 * Words of a title and the skills it promises: the job requires at least one of them. A tool in the title
 * ("Python Developer") is required itself; a role needs one of its usual tools.
 */
export const TITLE_SKILLS: readonly (readonly [words: RegExp, skills: readonly string[]])[] = [
  [/\bPython\b/, ["python"]],
  [/\bJava\b/, ["java"]],
  [/\bTypeScript\b/, ["typescript"]],
  [/\bReact\b/, ["react"]],
  [/\.NET\b/, ["dotnet"]],
  [/\biOS\b/, ["swift"]],
  [/\bAndroid\b/, ["kotlin", "java"]],
  [/\bFrontend\b/, ["javascript", "typescript", "react", "vue", "angular"]],
  [/\bBackend\b/, ["python", "java", "go", "nodejs", "csharp", "dotnet", "kotlin", "spring-boot", "django"]],
  [/\bFull-Stack\b/, ["javascript", "typescript", "react", "nodejs", "vue", "angular"]],
  [
    /\bDevOps\b|Site Reliability|Platform Engineer|Cloud Engineer/,
    ["docker", "kubernetes", "terraform", "aws", "azure", "ci-cd", "linux"],
  ],
  [/\bQA Engineer\b/, ["unit-testing", "test-automation"]],
  [/\bSecurity Engineer\b/, ["cybersecurity", "network-security", "linux"]],
  [/\bData (Analyst|Scientist)\b|Business Intelligence/, ["sql", "python", "r", "statistics", "tableau", "power-bi"]],
  [
    /\bData Engineer\b|Analytics Engineer/,
    ["sql", "python", "apache-spark", "airflow", "dbt", "etl", "data-engineering"],
  ],
  [/Machine Learning|\bAI\b/, ["machine-learning", "deep-learning", "pytorch", "tensorflow"]],
  [/\b(UX|UI|Product) Designer\b|UX Researcher/, ["figma", "ui-design", "ux-design", "user-research", "prototyping"]],
  [/Graphic Designer/, ["adobe-illustrator", "adobe-photoshop", "visual-design", "typography"]],
  [/Motion Designer/, ["motion-graphics", "adobe-after-effects"]],
  [/\bSEO\b/, ["seo"]],
  [/Social Media/, ["social-media-marketing"]],
  [/Accountant|Audit/, ["accounting", "auditing", "ifrs"]],
  [
    /Controller|Treasury|Financial Analyst|Investment Analyst/,
    ["financial-analysis", "financial-modelling", "controlling", "corporate-finance", "valuation"],
  ],
  [/Risk Analyst/, ["risk-management"]],
  [/Mechanical Engineer/, ["cad", "solidworks", "mechanical-engineering", "fea"]],
  [/Electrical Engineer|Hardware Engineer/, ["electrical-engineering", "pcb-design", "embedded-systems"]],
  [/Robotics Engineer/, ["robotics", "ros"]],
  [/Embedded Systems Engineer/, ["embedded-systems", "c", "cpp"]],
  [/Automation Engineer/, ["plc-programming", "industrial-automation"]],
  [/Recruiter|\bHR\b/, ["recruiting", "human-resources"]],
  [/Sales|Account Manager/, ["sales", "b2b-sales", "account-management", "crm", "salesforce"]],
  [/Customer Success/, ["customer-success", "account-management", "crm"]],
  [/Project Manager/, ["project-management", "agile", "scrum"]],
  [/Product Manager/, ["product-management", "agile", "user-research"]],
  [/Supply Chain/, ["supply-chain-management"]],
];

/**
 * Words that name a tool and are also ordinary English, so prose may write them in lower case ("go", "it",
 * "express"): not checked for their case.
 */
export const ORDINARY_WORDS = new Set([
  "go",
  "it",
  "or",
  "as",
  "us",
  "rest",
  "c",
  "r",
  "express",
  "spring",
  "assembly",
  "unity",
  "bootstrap",
  "electron",
  "helm",
  "puppet",
  "swift",
  "ruby",
  "rust",
  "dart",
  "julia",
  "elm",
  "lisp",
  "ada",
  "apex",
  "snowflake",
  "ionic",
  "prisma",
  "deno",
  "vite",
  "jest",
  "postman",
  "delphi",
]);
