//! The autofill solver (pure compute) and its background job.
