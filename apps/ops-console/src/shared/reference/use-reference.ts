import { opsQueries } from '@forwarder/api-client/ops';
import { useQuery } from '@tanstack/react-query';

/** The console's reference data (templates, reasons, state machine, batch types, products), cached for the session. */
export function useReference() {
  return useQuery(opsQueries.reference());
}
