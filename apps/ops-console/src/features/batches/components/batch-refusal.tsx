import { Alert, List, Text } from '@chakra-ui/react';
import { isApiError } from '@forwarder/api-client';
import { Trans } from '@lingui/react/macro';
import { RefusalAlert } from '../../../shared/form/server-errors';

/** The server's code when one waybill of a batch may not make the move (nothing was written). */
export const BATCH_MOVE_NOT_ALLOWED = 'Ops:BatchMoveNotAllowed';

/**
 * A batch event is all or nothing: when the state machine refuses the move for any waybill, none moved, and the
 * answer names every refused waybill with the reason. Shown in the dialog, so staff can take those out or fix them.
 */
export function BatchRefusal({ error }: { error: unknown }) {
  if (!isApiError(error) || error.code !== BATCH_MOVE_NOT_ALLOWED) return <RefusalAlert error={error} />;
  const refused = error.validationErrors;
  const count = refused.length;
  return (
    <Alert.Root status="error" role="alert" alignItems="start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <Trans>没有发布：{count} 个运单不允许这个事件，批次中的运单都没有更新。</Trans>
        </Alert.Title>
        <Alert.Description>
          <List.Root gap="1" mt="2">
            {refused.map((item) => (
              <List.Item key={`${item.members.join(',')}-${item.message}`}>
                <Text as="span" fontFamily="mono" fontWeight="semibold">
                  {item.members.join(', ')}
                </Text>
                {'：'}
                {item.message}
              </List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
