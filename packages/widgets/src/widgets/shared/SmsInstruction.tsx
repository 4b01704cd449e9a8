import styles from './SmsInstruction.module.css';

/** A support number and its `sms:` link. */
export interface SmsLink {
  number: string;
  href: string;
}

/** The catalogue texts of {@link SmsInstruction}, already translated by the caller. */
export interface SmsInstructionLabels {
  /** The term before the command ('Soạn tin'). */
  command: string;
  /** The term before the numbers ('Gửi tới'). */
  numbers: string;
  /** A number's link text and accessible name ('Nhắn tin tới {number}'). */
  sendTo: (number: string) => string;
}

/** Props of {@link SmsInstruction}. */
export interface SmsInstructionProps {
  /** The message to type, shown set apart. */
  command: string;
  /** The support numbers as `sms:` links (see {@link smsLinks}). */
  supportLinks: readonly SmsLink[];
  labels: SmsInstructionLabels;
}

/** A support number as an `sms:` link, with the message filled in when there is one. */
function smsHref(number: string, body: string | undefined): string {
  const to = number.replace(/[^\d+]/g, '');
  return body === undefined ? `sms:${to}` : `sms:${to}?body=${encodeURIComponent(body)}`;
}

/** The support numbers as `sms:` links with `body` filled in (none while it is undefined). */
export function smsLinks(numbers: readonly string[], body: string | undefined): SmsLink[] {
  return numbers.map((number) => ({ number, href: smsHref(number, body) }));
}

/** The SMS to send: the command in a box and the support numbers as `sms:` links. */
export function SmsInstruction({ command, supportLinks, labels }: SmsInstructionProps) {
  return (
    <dl className={styles.sms}>
      <dt>{labels.command}</dt>
      <dd className={styles.command}>{command}</dd>
      <dt>{labels.numbers}</dt>
      <dd>
        <ul className={styles.numbers}>
          {supportLinks.map(({ number, href }) => (
            <li key={number}>
              <a href={href}>{labels.sendTo(number)}</a>
            </li>
          ))}
        </ul>
      </dd>
    </dl>
  );
}
