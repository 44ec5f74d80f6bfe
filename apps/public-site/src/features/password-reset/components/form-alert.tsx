import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A form's refusal or failure, announced when it appears (the server's message: a 429 says how long to wait). */
export function FormAlert({ id, title, message }: { id: string; title: ReactNode; message: string | null }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" id={id} role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
