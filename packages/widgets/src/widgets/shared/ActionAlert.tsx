import { Alert, Button, type AlertProps } from '../../ui';

/** Props of {@link ActionAlert}. */
export interface ActionAlertProps extends Omit<AlertProps, 'action'> {
  /** The label of the button beside the message ('Kiểm tra lại'). */
  actionLabel: string;
  onAction: () => void;
}

/** An alert the player can act on from where it is: the message with one secondary button. */
export function ActionAlert({ actionLabel, onAction, ...alert }: ActionAlertProps) {
  return (
    <Alert
      {...alert}
      action={
        <Button variant="secondary" onClick={onAction}>
          {actionLabel}
        </Button>
      }
    />
  );
}
