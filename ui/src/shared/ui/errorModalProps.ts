export type ErrorModalTitle = 'An Error Occurred!' | 'Heads Up!';

export interface ErrorModalProps {
  /** the message to show; the modal is open while it is set */
  error: string | null | undefined;
  onClear: () => void;
  /** 'Heads Up!' on standings and leaders pages, 'An Error Occurred!' everywhere else */
  title?: ErrorModalTitle;
}
