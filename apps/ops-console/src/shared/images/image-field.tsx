import { Box, Button, Field, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { isApiError } from '@forwarder/api-client';
import { uploadSiteImage } from '@forwarder/api-client/ops';
import { UploadProgress } from '@forwarder/ui';
import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { IMAGE_ACCEPT, localImageRefusal } from './image-rules';

export interface ImageFieldProps {
  label: string;
  /** The picture's URL ('' for none). */
  value: string;
  onChange: (url: string) => void;
  /** The form's own error for this field (e.g. the server refused the URL). */
  error?: string;
  /** What the picture is for and its best size ("240 × 64 px, shown in the header"). */
  hint?: string;
}

/**
 * A picture of the public site: what it shows now, a button that uploads a new one (the server stores it and
 * answers its URL, which becomes the field's value) and one that clears it. The upload happens when the file is
 * chosen; the form saves only the URL, so a picture chosen and then abandoned costs one unused row, not a broken page.
 */
export function ImageField({ label, value, onChange, error, hint }: ImageFieldProps) {
  const { t } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const refusal = localImageRefusal(file);
    if (refusal) {
      setUploadError(refusal === 'type' ? t`请选择 PNG、JPEG、WebP、GIF、SVG 或 ICO 图片。` : t`图片须小于 2 MiB。`);
      return;
    }
    setUploadError(null);
    setProgress(0);
    try {
      const image = await uploadSiteImage(file, { onProgress: setProgress, handledStatuses: [400, 413] });
      onChange(image.url);
    } catch (caught) {
      if (isApiError(caught) && caught.status !== undefined && caught.status < 500) {
        setUploadError(caught.validationErrors[0]?.message ?? caught.message);
      }
    } finally {
      setProgress(null);
    }
  };

  const shownError = uploadError ?? error;
  return (
    <Field.Root invalid={Boolean(shownError)}>
      <Field.Label>{label}</Field.Label>
      <HStack gap="4" align="center" wrap="wrap">
        <Box
          w="32"
          h="20"
          borderWidth="1px"
          borderRadius="md"
          bg="bg.subtle"
          display="flex"
          alignItems="center"
          justifyContent="center"
          overflow="hidden"
          flexShrink={0}
        >
          {value ? (
            <Image src={value} alt={t`${label}（当前图片）`} maxW="full" maxH="full" objectFit="contain" />
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {t`无图片`}
            </Text>
          )}
        </Box>
        <Stack gap="2" flex="1" minW="48">
          <HStack gap="2" wrap="wrap">
            <Button type="button" size="sm" variant="outline" disabled={progress !== null} onClick={() => inputRef.current?.click()}>
              {value ? t`更换图片` : t`上传图片`}
            </Button>
            {value ? (
              <Button type="button" size="sm" variant="ghost" disabled={progress !== null} onClick={() => onChange('')}>
                {t`移除图片`}
              </Button>
            ) : null}
          </HStack>
          {progress !== null ? <UploadProgress label={t`正在上传图片`} fraction={progress} /> : null}
          {value ? (
            <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
              {value}
            </Text>
          ) : null}
        </Stack>
      </HStack>
      <input
        ref={inputRef}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        aria-label={t`${label}：选择图片文件`}
        aria-describedby={hintId}
        onChange={(event) => {
          void upload(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Field.HelperText id={hintId}>{hint ?? t`PNG、JPEG、WebP、GIF、SVG 或 ICO，不超过 2 MiB，每边不超过 4096 像素。`}</Field.HelperText>
      {shownError ? <Field.ErrorText>{shownError}</Field.ErrorText> : null}
    </Field.Root>
  );
}
