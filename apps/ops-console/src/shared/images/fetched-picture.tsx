import { Image, Skeleton, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * A picture staff read with their token (a top-up notice's screenshot, a payment's proof): a data URL query shown as
 * an <img> fitted to a dialog, a skeleton while it loads, and what failed when it cannot be read.
 */
export function FetchedPicture({ picture, alt, loading, failed }: { picture: UseQueryResult<string>; alt: string; loading: string; failed: ReactNode }) {
  if (picture.data) return <Image src={picture.data} alt={alt} maxW="100%" maxH="60vh" objectFit="contain" borderWidth="1px" borderRadius="md" />;
  if (picture.isError) return <Text color="fg.error">{failed}</Text>;
  return <Skeleton height="240px" role="status" aria-label={loading} />;
}
