-- Trigram matching for typo-tolerant search on job titles and company names (jobs_*_trgm_idx).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
