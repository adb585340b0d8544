import type { DegreeLevel } from "@stint/shared/account";

/**
 * The fields of work demo jobs are drawn from. Each role is a title with the tools it is about: a job requires
 * one of its `core` tools (the first when the title names it, "Python Developer"), and more from the role and
 * its family's common tools, so a title never promises what the skills do not ask for.
 */
export type Role = {
  title: string;
  core: readonly string[];
  /** The role's other usual tools, never its defining one. */
  extra?: readonly string[];
  /** The title names core[0] ("iOS Developer" and Swift): always required. */
  named?: boolean;
};

export type Family = {
  id: string;
  weight: number;
  roles: readonly Role[];
  /** Pay relative to the country's base. */
  payFactor: number;
  /** Tools any role of the family may ask for besides its own. */
  skills: readonly string[];
  studies: readonly string[];
  tasks: readonly string[];
  degree: DegreeLevel;
};

export const FAMILIES: readonly Family[] = [
  {
    id: "software",
    weight: 26,
    roles: [
      { title: "Software Engineer", core: ["python", "java", "typescript", "go", "csharp"] },
      { title: "Backend Developer", core: ["java", "python", "go", "nodejs", "spring-boot", "django", "kotlin"] },
      {
        title: "Frontend Developer",
        core: ["typescript", "javascript", "react", "vue", "angular"],
        extra: ["html", "css"],
      },
      { title: "Full-Stack Developer", core: ["typescript", "javascript", "react", "nodejs", "vue"] },
      { title: "Python Developer", core: ["python", "django", "flask"], named: true },
      { title: "Java Developer", core: ["java", "spring-boot", "hibernate"], named: true },
      { title: ".NET Developer", core: ["dotnet", "csharp", "azure"], named: true },
      { title: "iOS Developer", core: ["swift", "swiftui"], named: true },
      { title: "Android Developer", core: ["kotlin", "jetpack-compose", "java"], named: true },
      { title: "DevOps Engineer", core: ["docker", "kubernetes", "terraform", "ci-cd", "aws"] },
      {
        title: "Site Reliability Engineer",
        core: ["kubernetes", "linux", "terraform", "aws"],
        extra: ["prometheus", "grafana", "go", "python"],
      },
      {
        title: "QA Engineer",
        core: ["test-automation", "unit-testing"],
        extra: ["selenium", "cypress", "playwright", "python", "java"],
      },
      { title: "Cloud Engineer", core: ["aws", "azure", "terraform", "kubernetes"], extra: ["python", "go"] },
      {
        title: "Security Engineer",
        core: ["cybersecurity", "network-security"],
        extra: ["penetration-testing", "web-application-security", "python"],
      },
      {
        title: "Platform Engineer",
        core: ["kubernetes", "terraform", "docker", "ci-cd"],
        extra: ["go", "python", "prometheus"],
      },
    ],
    payFactor: 1.1,
    skills: [
      "git",
      "docker",
      "unit-testing",
      "rest-apis",
      "ci-cd",
      "postgresql",
      "linux",
      "microservices",
      "graphql",
      "agile",
    ],
    studies: ["Computer Science", "Software Engineering", "Information Systems", "Mathematics"],
    tasks: [
      "design, build and ship features used by thousands of customers every day",
      "review code with your teammates and help keep our codebase healthy",
      "write automated tests and improve our deployment pipeline",
      "work closely with product managers and designers on new ideas",
      "investigate production issues and make sure they do not come back",
      "improve the performance and reliability of our services",
      "take part in architecture discussions and technical planning",
      "document what you build so others can pick it up easily",
    ],
    degree: "bachelor",
  },
  {
    id: "data",
    weight: 14,
    roles: [
      {
        title: "Data Analyst",
        core: ["sql", "python", "tableau", "power-bi", "statistics"],
        extra: ["microsoft-excel"],
      },
      {
        title: "Data Scientist",
        core: ["python", "r", "statistics", "sql"],
        extra: ["machine-learning", "scikit-learn"],
      },
      {
        title: "Data Engineer",
        core: ["sql", "python", "apache-spark", "airflow", "dbt", "etl", "data-engineering"],
        extra: ["snowflake"],
      },
      {
        title: "Machine Learning Engineer",
        core: ["machine-learning", "deep-learning", "pytorch", "tensorflow"],
        extra: ["scikit-learn", "docker"],
      },
      { title: "Business Intelligence Analyst", core: ["sql", "power-bi", "tableau"], extra: ["microsoft-excel"] },
      { title: "Analytics Engineer", core: ["sql", "dbt", "python", "etl"], extra: ["snowflake"] },
      {
        title: "AI Research Engineer",
        core: ["deep-learning", "machine-learning", "pytorch"],
        extra: ["natural-language-processing", "computer-vision"],
      },
    ],
    payFactor: 1.08,
    skills: ["python", "sql", "git", "numpy", "pandas", "statistics", "data-visualisation", "ab-testing"],
    studies: ["Data Science", "Statistics", "Computer Science", "Mathematics", "Physics", "Economics"],
    tasks: [
      "turn raw data into dashboards and insights that guide decisions",
      "build and maintain reliable data pipelines",
      "train, evaluate and deploy machine learning models",
      "design experiments and analyse their results",
      "work with stakeholders to define the right metrics",
      "clean and document datasets so that others can trust them",
      "present your findings to teams across the company",
    ],
    degree: "master",
  },
  {
    id: "design",
    weight: 8,
    roles: [
      { title: "UX Designer", core: ["ux-design", "figma", "user-research", "prototyping"] },
      { title: "UI Designer", core: ["ui-design", "figma", "prototyping"] },
      { title: "Product Designer", core: ["figma", "ux-design", "ui-design", "prototyping"] },
      { title: "Graphic Designer", core: ["adobe-illustrator", "adobe-photoshop", "visual-design", "typography"] },
      { title: "UX Researcher", core: ["user-research", "ux-design"] },
      { title: "Motion Designer", core: ["motion-graphics", "adobe-after-effects"] },
    ],
    payFactor: 0.92,
    skills: [
      "figma",
      "wireframing",
      "usability-testing",
      "design-systems",
      "interaction-design",
      "visual-design",
      "typography",
      "prototyping",
    ],
    studies: ["Interaction Design", "Communication Design", "Human-Computer Interaction", "Graphic Design"],
    tasks: [
      "design user flows, wireframes and polished interfaces",
      "run interviews and usability tests with real users",
      "contribute to and extend our design system",
      "work hand in hand with engineers to ship what you design",
      "turn complex problems into simple, friendly experiences",
      "create visual assets for campaigns and the product",
    ],
    degree: "bachelor",
  },
  {
    id: "marketing",
    weight: 10,
    roles: [
      { title: "Marketing Manager", core: ["digital-marketing", "brand-management", "marketing-analytics"] },
      { title: "Content Marketing Specialist", core: ["content-marketing", "copywriting"] },
      { title: "Social Media Manager", core: ["social-media-marketing", "content-marketing"], named: true },
      { title: "SEO Specialist", core: ["seo", "sem", "google-analytics"], named: true },
      {
        title: "Performance Marketing Analyst",
        core: ["google-ads", "sem", "marketing-analytics", "google-analytics"],
      },
      { title: "Brand Manager", core: ["brand-management", "market-research"] },
      { title: "Communications Specialist", core: ["public-relations", "copywriting", "content-marketing"] },
    ],
    payFactor: 0.88,
    skills: [
      "digital-marketing",
      "google-analytics",
      "copywriting",
      "market-research",
      "hubspot",
      "marketing-analytics",
      "email-marketing",
    ],
    studies: ["Marketing", "Communication", "Business Administration", "Media Studies"],
    tasks: [
      "plan and run campaigns across our channels",
      "write content that our audience actually wants to read",
      "analyse campaign results and suggest improvements",
      "manage our social media presence and community",
      "work with sales on messaging and positioning",
      "keep an eye on the market and our competitors",
    ],
    degree: "bachelor",
  },
  {
    id: "finance",
    weight: 9,
    roles: [
      { title: "Financial Analyst", core: ["financial-analysis", "financial-modelling", "valuation"] },
      { title: "Accountant", core: ["accounting", "ifrs"] },
      { title: "Controller", core: ["controlling", "financial-analysis"] },
      { title: "Risk Analyst", core: ["risk-management", "financial-analysis", "financial-modelling"], named: true },
      { title: "Investment Analyst", core: ["valuation", "financial-modelling", "corporate-finance"] },
      { title: "Audit Associate", core: ["auditing", "accounting", "ifrs"] },
      { title: "Treasury Analyst", core: ["corporate-finance", "financial-analysis"] },
    ],
    payFactor: 1.0,
    skills: ["microsoft-excel", "sap", "budgeting", "forecasting", "financial-reporting"],
    studies: ["Finance", "Economics", "Business Administration", "Accounting"],
    tasks: [
      "prepare monthly reports and explain what the numbers mean",
      "build financial models for planning and investment decisions",
      "support the budgeting and forecasting cycle",
      "improve our reporting processes and tools",
      "work with teams across the business on their costs",
      "help prepare audits and keep our books in order",
    ],
    degree: "bachelor",
  },
  {
    id: "business",
    weight: 12,
    roles: [
      { title: "Business Analyst", core: ["business-analysis", "process-optimisation"] },
      { title: "Management Consultant", core: ["business-strategy", "change-management", "stakeholder-management"] },
      { title: "Project Manager", core: ["project-management", "agile", "scrum"] },
      { title: "Product Manager", core: ["product-management", "agile", "user-research"] },
      { title: "Operations Analyst", core: ["process-optimisation", "operations-management"] },
      { title: "Strategy Analyst", core: ["business-strategy", "market-research"] },
      { title: "Supply Chain Analyst", core: ["supply-chain-management", "logistics"], named: true },
    ],
    payFactor: 1.0,
    skills: ["microsoft-excel", "microsoft-powerpoint", "stakeholder-management", "agile", "jira", "sql"],
    studies: ["Business Administration", "Economics", "Industrial Engineering", "Management"],
    tasks: [
      "analyse how our processes work today and how they could work better",
      "coordinate projects from kick-off to delivery",
      "gather requirements from stakeholders and write them down clearly",
      "prepare decisions for management with data and clear options",
      "track progress and remove blockers for the team",
      "work with customers to understand what they really need",
    ],
    degree: "bachelor",
  },
  {
    id: "engineering",
    weight: 13,
    roles: [
      { title: "Mechanical Engineer", core: ["mechanical-engineering", "cad", "solidworks", "fea"] },
      { title: "Electrical Engineer", core: ["electrical-engineering", "pcb-design"], extra: ["power-electronics"] },
      { title: "Robotics Engineer", core: ["robotics", "ros"], extra: ["cpp", "control-engineering"] },
      { title: "Embedded Systems Engineer", core: ["embedded-systems", "c", "cpp"] },
      { title: "Process Engineer", core: ["fmea", "industrial-automation"] },
      { title: "Quality Engineer", core: ["fmea"], extra: ["solidworks"] },
      { title: "Hardware Engineer", core: ["electrical-engineering", "pcb-design", "embedded-systems"] },
      {
        title: "Automation Engineer",
        core: ["plc-programming", "industrial-automation"],
        extra: ["control-engineering"],
      },
    ],
    payFactor: 1.02,
    skills: ["cad", "matlab", "python", "fmea", "simulink"],
    studies: ["Mechanical Engineering", "Electrical Engineering", "Mechatronics", "Physics", "Robotics"],
    tasks: [
      "design components and take them from prototype to production",
      "run tests in our lab and analyse the measurements",
      "write firmware and test it on real hardware",
      "work with suppliers and production on quality topics",
      "simulate and optimise mechanical and electrical systems",
      "document designs and take part in design reviews",
    ],
    degree: "master",
  },
  {
    id: "people",
    weight: 8,
    roles: [
      { title: "HR Generalist", core: ["human-resources", "recruiting"] },
      { title: "Recruiter", core: ["recruiting", "human-resources"] },
      { title: "Sales Development Representative", core: ["sales", "b2b-sales", "crm", "salesforce"] },
      { title: "Account Manager", core: ["account-management", "sales", "crm"] },
      { title: "Customer Success Manager", core: ["customer-success", "account-management", "crm"] },
      { title: "Office Manager", core: ["microsoft-office"], extra: ["customer-service"] },
    ],
    payFactor: 0.85,
    skills: ["communication", "crm", "microsoft-office", "negotiation"],
    studies: ["Business Administration", "Psychology", "Human Resources", "Communication"],
    tasks: [
      "be the first point of contact for candidates or customers",
      "keep our CRM tidy and our pipeline moving",
      "organise events, interviews and onboarding days",
      "build lasting relationships with customers and partners",
      "help shape processes as the team grows",
      "prepare proposals and follow up on every lead",
    ],
    degree: "bachelor",
  },
];

/**
 * The families a company of each demo industry posts jobs in, and how often: a bank hires analysts and
 * developers, not robotics engineers. A company of another industry (the benchmark's, a user's) gets any.
 */
export const INDUSTRY_FAMILIES: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  Software: { software: 6, data: 2, design: 1, business: 1, people: 1 },
  "Financial services": { finance: 5, data: 2, software: 2, business: 1 },
  "Health technology": { software: 4, data: 3, design: 1, business: 1 },
  "Renewable energy": { engineering: 5, data: 2, software: 1, business: 1 },
  Logistics: { business: 4, data: 2, software: 2, engineering: 1 },
  Consulting: { business: 5, data: 2, finance: 2 },
  Manufacturing: { engineering: 6, business: 2 },
  "Design agency": { design: 5, marketing: 2, software: 2 },
  Retail: { marketing: 3, business: 2, data: 1, people: 2 },
  "Data and AI": { data: 6, software: 2, business: 1 },
  Robotics: { software: 5, engineering: 4, data: 2 },
};
