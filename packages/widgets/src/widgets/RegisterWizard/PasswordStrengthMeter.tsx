/** The meter moved to widgets/shared (the reset forms show it too); this path stays for imports. */
export {
  PasswordStrengthMeter,
  type PasswordStrengthMeterProps,
} from '../shared/PasswordStrengthMeter';
