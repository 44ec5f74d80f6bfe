import { CloseButton, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { fileProblem, formatFileSize, isSameFile, MAX_FILES, type FileProblem } from '../files';

export interface PickedFile {
  key: number;
  file: File;
  problem: FileProblem | null;
  serverError?: string;
}

/**
 * The files picked for an upload, each checked when added (type, size, empty); at most `MAX_FILES` (the rest are
 * left out with a message). `error` is the message about the files as a whole.
 */
export function usePickedFiles() {
  const { t } = useLingui();
  const nextKey = useRef(0);
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [error, setError] = useState<string | null>(null);

  const add = (added: File[]) => {
    setError(null);
    setFiles((current) => {
      const cleared = current.map(({ serverError: _ignored, ...item }) => item);
      const room = MAX_FILES - cleared.length;
      if (added.length > room) setError(t`最多上传 ${MAX_FILES} 个文件，多出的文件未添加。`);
      const next = [...cleared];
      for (const file of added.slice(0, Math.max(0, room))) {
        const duplicate = next.some((item) => isSameFile(item.file, file));
        next.push({ key: nextKey.current++, file, problem: duplicate ? 'duplicate' : fileProblem(file) });
      }
      return next;
    });
  };
  const remove = (key: number) => {
    setError(null);
    setFiles((current) => current.filter((item) => item.key !== key));
  };
  /** The server's messages per file (`files[i]` → the i-th file sent). */
  const showServerErrors = (byIndex: Record<number, string>) =>
    setFiles((current) => current.map((item, index) => ({ ...item, serverError: byIndex[index] })));

  return { files, error, setError, add, remove, showServerErrors };
}

/** The picked files with their sizes, each one's problem (client check or server) and a remove button. */
export function PickedFileList({ files, disabled, onRemove }: { files: readonly PickedFile[]; disabled: boolean; onRemove: (key: number) => void }) {
  const { t } = useLingui();
  const problemText = (problem: FileProblem): string => {
    switch (problem) {
      case 'type':
        return t`不支持此文件类型，请上传 PDF、PNG、JPG、XLSX、DOCX、CSV 或 TXT 文件。`;
      case 'size':
        return t`文件超过 10 MB，无法上传。`;
      case 'empty':
        return t`文件为空，无法上传。`;
      case 'duplicate':
        return t`这个文件已经选过了，请移除重复的一份。`;
    }
  };
  return (
    <List.Root as="ul" listStyle="none" gap="2" aria-label={t`已选文件`}>
      {files.map((item) => {
        const message = item.problem ? problemText(item.problem) : item.serverError;
        return (
          <List.Item key={item.key} borderWidth="1px" borderRadius="md" px="3" py="2" borderColor={message ? 'border.error' : 'border'}>
            <HStack justify="space-between" align="start" w="full">
              <Stack gap="0.5" minW="0">
                <Text wordBreak="break-all">
                  {item.file.name} <Text as="span" color="fg.muted" fontSize="sm">({formatFileSize(item.file.size)})</Text>
                </Text>
                {message ? (
                  <Text color="fg.error" fontSize="sm" role="alert">
                    {message}
                  </Text>
                ) : null}
              </Stack>
              <CloseButton size="xs" aria-label={t`移除 ${item.file.name}`} disabled={disabled} onClick={() => onRemove(item.key)} />
            </HStack>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
