/** Shares the chosen questions with teachers until a due date (createQuestionShare). */
export interface ShareDialogProps {
  questionIds: string[];
  onClose: () => void;
  onShared: () => void;
}

export function ShareDialog(_props: ShareDialogProps) {
  return null;
}
