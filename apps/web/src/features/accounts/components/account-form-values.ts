import type {
  CompanyAccount,
  CompanyAccountPatch,
  DegreeLevel,
  CompanySize,
  StudentAccount,
  StudentAccountPatch,
} from "@stint/shared/account";
import type { Place } from "@stint/shared/place";
import type { ImageValue } from "../../files/components/avatar-upload-field.tsx";

// Shared with every edit form that PATCHes changed fields; re-exported where the account forms look for it.
export { changedFields } from "../../../lib/changed-fields.ts";

/**
 * Inputs hold "" for an empty text, the API null. These helpers convert both ways, keeping the field paths the
 * same, so that schema and server errors land on the input they are about.
 */
const trimmed = (value: string) => value.trim();
const orNull = (value: string) => (value.trim() === "" ? null : value.trim());

/** People type "acme.com"; the API wants a full address, so a bare domain gets https:// in front. */
export function urlOrNull(value: string) {
  const text = value.trim();
  if (text === "") return null;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return text;
  return /^[^\s/]+\.[^\s/]+/.test(text) ? `https://${text}` : text;
}

export type StudiesValues = {
  university: string;
  fieldOfStudy: string;
  degreeLevel: DegreeLevel | null;
  expectedGraduation: string | null;
};

export type StudentAccountValues = StudiesValues & {
  name: string;
  address: Place | null;
  phone: string;
  bio: string;
  links: { linkedin: string; github: string; portfolio: string };
  openToOffers: boolean;
  shareRatings: boolean;
  avatar: ImageValue | null;
};

export type CompanyProfileValues = {
  website: string;
  industry: string;
  sizeBand: CompanySize | null;
  description: string;
};

export type CompanyAccountValues = CompanyProfileValues & {
  name: string;
  address: Place | null;
  logo: ImageValue | null;
};

/** The picture as the form holds it: the file id the API stores, and the URL the preview shows. */
const imageValue = (id: string | null, url: string | null): ImageValue | null => (id && url ? { id, url } : null);

export const emptyStudies: StudiesValues = {
  university: "",
  fieldOfStudy: "",
  degreeLevel: null,
  expectedGraduation: null,
};
export const emptyCompanyProfile: CompanyProfileValues = { website: "", industry: "", sizeBand: null, description: "" };

export function studiesToPayload(values: StudiesValues) {
  return {
    university: orNull(values.university),
    fieldOfStudy: orNull(values.fieldOfStudy),
    degreeLevel: values.degreeLevel,
    expectedGraduation: values.expectedGraduation,
  };
}

export function companyProfileToPayload(values: CompanyProfileValues) {
  return {
    website: urlOrNull(values.website),
    industry: orNull(values.industry),
    sizeBand: values.sizeBand,
    description: orNull(values.description),
  };
}

export function studentAccountToValues(account: StudentAccount): StudentAccountValues {
  return {
    name: account.name,
    address: account.address,
    university: account.university ?? "",
    fieldOfStudy: account.fieldOfStudy ?? "",
    degreeLevel: account.degreeLevel,
    expectedGraduation: account.expectedGraduation,
    phone: account.phone ?? "",
    bio: account.bio ?? "",
    links: {
      linkedin: account.links.linkedin ?? "",
      github: account.links.github ?? "",
      portfolio: account.links.portfolio ?? "",
    },
    openToOffers: account.openToOffers,
    shareRatings: account.shareRatings,
    avatar: imageValue(account.avatarFileId, account.avatarUrl),
  };
}

export function studentValuesToPayload(values: StudentAccountValues) {
  return {
    name: trimmed(values.name),
    address: values.address,
    ...studiesToPayload(values),
    phone: orNull(values.phone),
    bio: orNull(values.bio),
    links: {
      linkedin: urlOrNull(values.links.linkedin),
      github: urlOrNull(values.links.github),
      portfolio: urlOrNull(values.links.portfolio),
    },
    openToOffers: values.openToOffers,
    shareRatings: values.shareRatings,
    avatarFileId: values.avatar?.id ?? null,
  } satisfies StudentAccountPatch;
}

export function companyAccountToValues(account: CompanyAccount): CompanyAccountValues {
  return {
    name: account.name,
    address: account.address,
    website: account.website ?? "",
    industry: account.industry ?? "",
    sizeBand: account.sizeBand,
    description: account.description ?? "",
    logo: imageValue(account.logoFileId, account.logoUrl),
  };
}

export function companyValuesToPayload(values: CompanyAccountValues) {
  return {
    name: trimmed(values.name),
    address: values.address,
    ...companyProfileToPayload(values),
    logoFileId: values.logo?.id ?? null,
  } satisfies CompanyAccountPatch;
}
