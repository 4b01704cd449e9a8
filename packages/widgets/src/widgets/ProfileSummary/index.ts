export { ProfileSummary } from './ProfileSummary';
