export { UnverifiedPhoneBanner, type UnverifiedPhoneBannerProps } from './UnverifiedPhoneBanner';
