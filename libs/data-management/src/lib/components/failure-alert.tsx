import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The server's messages that belong to no field of the form (an upload or an edit that failed as a whole). */
export function FailureAlert({ title, messages }: { title: ReactNode; messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        {messages.map((message) => (
          <Alert.Description key={message}>{message}</Alert.Description>
        ))}
      </Alert.Content>
    </Alert.Root>
  );
}
