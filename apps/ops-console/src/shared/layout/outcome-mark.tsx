import { Badge, Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type Tone = 'success' | 'error' | 'warning' | 'info';

const PALETTE: Record<Tone, string> = { success: 'green', error: 'red', warning: 'orange', info: 'gray' };
/** A distinct shape per tone, so the result never rests on colour alone (read together with the word). */
const GLYPH: Record<Tone, string> = { success: '✓', error: '✕', warning: '!', info: '=' };

/** An outcome as a word with a shape and a colour (scan results, batch additions). */
export function OutcomeMark({ tone, children, size = 'md' }: { tone: Tone; children: ReactNode; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge colorPalette={PALETTE[tone]} variant="solid" size={size} gap="1.5" whiteSpace="nowrap">
      <Box as="span" aria-hidden="true" fontWeight="bold">
        {GLYPH[tone]}
      </Box>
      {children}
    </Badge>
  );
}
