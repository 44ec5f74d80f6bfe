import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useId, useRef, useState, type ReactNode } from 'react';

export interface FileDropZoneProps {
  /** Text above the button ("Drop an .xlsx file here, or"). */
  prompt: ReactNode;
  buttonLabel: ReactNode;
  /** Accepted types and limits, shown under the button; also the description of the zone and of the input. */
  rules: ReactNode;
  /** Accessible name of the (hidden) file input. */
  inputLabel: string;
  /** The picker's `accept` hint: the caller still checks what it receives. */
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Shows the zone's border as in error (e.g. the last file was refused). */
  invalid?: boolean;
  /** Names the zone as a group (e.g. the id of the section heading). */
  labelledBy?: string;
  /** The files dropped or picked, as given (the caller decides what to accept). */
  onFiles: (files: File[]) => void;
  /** `data-testid` of the zone and of the input, for tests that drop or set files. */
  zoneTestId?: string;
  inputTestId?: string;
}

/**
 * A drop zone with a "choose files" button: drag and drop for the mouse, the button (a real file input behind it)
 * for the keyboard and touch. The same file picked twice in a row reports twice (after a fix, the member re-picks it).
 */
export function FileDropZone({
  prompt,
  buttonLabel,
  rules,
  inputLabel,
  accept,
  multiple = false,
  disabled = false,
  invalid = false,
  labelledBy,
  onFiles,
  zoneTestId,
  inputTestId,
}: FileDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const rulesId = useId();

  return (
    <Box
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={rulesId}
      data-testid={zoneTestId}
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={dragging ? 'brand.solid' : invalid ? 'border.error' : 'border.emphasized'}
      bg={dragging ? 'brand.subtle' : 'bg.subtle'}
      borderRadius="md"
      p={{ base: '5', md: '6' }}
      textAlign="center"
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        if (!disabled) onFiles(Array.from(event.dataTransfer.files));
      }}
    >
      <Stack gap="3" align="center">
        <Text>{prompt}</Text>
        <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={() => inputRef.current?.click()}>
          {buttonLabel}
        </Button>
        <Text id={rulesId} fontSize="sm" color="fg.muted">
          {rules}
        </Text>
      </Stack>
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        multiple={multiple}
        hidden
        aria-label={inputLabel}
        aria-describedby={rulesId}
        data-testid={inputTestId}
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
    </Box>
  );
}
