import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/**
 * An upload's progress: a label, the percentage and a bar (`role="progressbar"`). Plain boxes rather than Chakra's
 * Progress, which brings a state-machine runtime (~9 KiB gzip) to the route for a bar that only shows a number.
 */
export function UploadProgress({ label, fraction, children }: { label: ReactNode; fraction: number; children?: ReactNode }) {
  const labelId = useId();
  const percent = Math.max(0, Math.min(100, Math.round(fraction * 100)));
  return (
    <Stack gap="2">
      <HStack justify="space-between" gap="3" fontSize="sm">
        <Text id={labelId} wordBreak="break-all">
          {label}
        </Text>
        <Text aria-hidden="true" fontWeight="medium">
          {percent}%
        </Text>
      </HStack>
      <Box
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        h="2"
        borderRadius="full"
        bg="bg.emphasized"
        overflow="hidden"
      >
        <Box h="full" w={`${percent}%`} bg="brand.solid" transitionProperty="width" transitionDuration="moderate" />
      </Box>
      {children}
    </Stack>
  );
}
