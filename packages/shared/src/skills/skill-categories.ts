/** The fixed groups a skill belongs to, in the order pickers show them. */
export const SKILL_CATEGORIES = [
  { id: "programming-languages", label: "Programming languages" },
  { id: "frameworks", label: "Frameworks & libraries" },
  { id: "databases", label: "Databases" },
  { id: "cloud-devops", label: "Cloud & DevOps" },
  { id: "software-engineering", label: "Software engineering" },
  { id: "data-ai", label: "Data & AI" },
  { id: "design", label: "Design & creative" },
  { id: "business", label: "Business & management" },
  { id: "finance", label: "Finance & accounting" },
  { id: "marketing", label: "Marketing & communication" },
  { id: "office", label: "Office & productivity" },
  { id: "engineering", label: "Engineering & science" },
  { id: "soft-skills", label: "Soft skills" },
] as const;

export type SkillCategoryId = (typeof SKILL_CATEGORIES)[number]["id"];

export const SKILL_CATEGORY_IDS = SKILL_CATEGORIES.map((category) => category.id) as [
  SkillCategoryId,
  ...SkillCategoryId[],
];
