// The stores feature's public surface: a user's jobs and the tokens that select one.
export { findActiveJob, issueJobToken, listActiveJobs, toStoreRefs } from './stores.service';
