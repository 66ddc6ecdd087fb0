/**
 * The hidden file input behind an Upload button: `open` shows the browser's file chooser, `input`
 * is the input itself (render it once). The chosen file is handed over, then the input is
 * cleared so choosing the same file again still uploads.
 */
import Box from '@cloudscape-design/components/box';
import { type ReactNode, useRef } from 'react';

export interface FileChooser {
  open: () => void;
  input: ReactNode;
}

export function useFileChooser(options: {
  accept: string;
  testId: string;
  ariaLabel?: string;
  onFile: (file: File) => void;
}): FileChooser {
  const ref = useRef<HTMLInputElement>(null);
  const input = (
    <Box display="none">
      <input
        ref={ref}
        type="file"
        accept={options.accept}
        aria-label={options.ariaLabel}
        data-testid={options.testId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) options.onFile(file);
          event.target.value = '';
        }}
      />
    </Box>
  );
  return { open: () => ref.current?.click(), input };
}
