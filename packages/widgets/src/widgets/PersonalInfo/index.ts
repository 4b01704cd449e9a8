export { PersonalInfo, type PersonalInfoProps } from './PersonalInfo';
export type { PersonalInfoField } from './usePersonalInfo';
