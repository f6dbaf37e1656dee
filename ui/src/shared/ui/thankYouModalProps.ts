export interface ThankYouModalProps {
  opened: boolean;
  message: string;
  onOkay: () => void;
}
