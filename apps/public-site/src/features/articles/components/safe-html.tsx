import { Box, type BoxProps } from '@chakra-ui/react';
import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitize-html';

/** CMS HTML after DOMPurify, with typographic styles for the elements editors use. */
export function SafeHtml({ html, ...props }: { html: string } & Omit<BoxProps, 'dangerouslySetInnerHTML' | 'children'>) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Box
      lineHeight="tall"
      css={{
        '& p': { mb: '3' },
        '& h2': { fontSize: 'xl', fontWeight: 'semibold', mt: '6', mb: '3' },
        '& h3': { fontSize: 'lg', fontWeight: 'semibold', mt: '5', mb: '2' },
        '& ul, & ol': { ps: '6', mb: '3' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& a': { color: 'brand.fg', textDecoration: 'underline' },
        '& img': { maxW: 'full', h: 'auto' },
        '& table': { borderCollapse: 'collapse', mb: '3' },
        '& th, & td': { borderWidth: '1px', px: '2', py: '1' },
      }}
      {...props}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
